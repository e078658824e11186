/**
 * The items a visitor picked on /cloud/cloudCheck, kept for the browser tab (sessionStorage) until the order
 * builder takes them: each item once, with its condition (e.g. "−20 °C"), and the laboratory chosen beforehand
 * (`?laboratoryId=` from a laboratory's page), if any.
 */
export interface BasketItem {
  itemId: number;
  condition: string;
  nameZh: string;
  nameEn: string;
}
export interface Basket {
  items: BasketItem[];
  laboratoryId?: number;
}

const KEY = 'atsteel.testing.basket';
const EMPTY: Basket = { items: [] };

const isItem = (value: unknown): value is BasketItem => {
  const item = value as BasketItem | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    Number.isInteger(item.itemId) &&
    typeof item.condition === 'string' &&
    typeof item.nameZh === 'string' &&
    typeof item.nameEn === 'string'
  );
};

export function readBasket(storage: Storage = sessionStorage): Basket {
  try {
    const stored = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<Basket> | null;
    if (!stored || !Array.isArray(stored.items)) return EMPTY;
    const laboratoryId = Number.isInteger(stored.laboratoryId) && (stored.laboratoryId as number) > 0 ? stored.laboratoryId : undefined;
    return { items: stored.items.filter(isItem), ...(laboratoryId ? { laboratoryId } : {}) };
  } catch {
    return EMPTY;
  }
}

export function writeBasket(basket: Basket, storage: Storage = sessionStorage): Basket {
  storage.setItem(KEY, JSON.stringify(basket));
  return basket;
}

/** Adds an item, or changes its condition when it is there already. */
export const withItem = (basket: Basket, item: BasketItem): Basket => ({
  ...basket,
  items: basket.items.some((kept) => kept.itemId === item.itemId)
    ? basket.items.map((kept) => (kept.itemId === item.itemId ? item : kept))
    : [...basket.items, item],
});

export const withoutItem = (basket: Basket, itemId: number): Basket => ({ ...basket, items: basket.items.filter((item) => item.itemId !== itemId) });

export const clearBasket = (storage: Storage = sessionStorage) => storage.removeItem(KEY);
