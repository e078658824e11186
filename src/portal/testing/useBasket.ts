import { useState } from 'react';
import { readBasket, withItem, withoutItem, writeBasket, type Basket, type BasketItem } from './basket';

/** The basket of picked items, kept in sessionStorage as it changes. */
export function useBasket() {
  const [basket, setBasket] = useState<Basket>(() => readBasket());
  const save = (next: Basket) => setBasket(writeBasket(next));
  return {
    basket,
    add: (item: BasketItem) => save(withItem(basket, item)),
    remove: (itemId: number) => save(withoutItem(basket, itemId)),
    setCondition: (itemId: number, condition: string) =>
      save({ ...basket, items: basket.items.map((item) => (item.itemId === itemId ? { ...item, condition } : item)) }),
    setLaboratory: (laboratoryId: number | undefined) => save({ items: basket.items, ...(laboratoryId ? { laboratoryId } : {}) }),
    has: (itemId: number) => basket.items.some((item) => item.itemId === itemId),
  };
}
export type BasketControls = ReturnType<typeof useBasket>;
