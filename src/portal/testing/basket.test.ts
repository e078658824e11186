import { beforeEach, describe, expect, it } from 'vitest';
import { clearBasket, readBasket, withItem, withoutItem, writeBasket } from './basket';

const tensile = { itemId: 1, condition: '', nameZh: '拉伸', nameEn: 'Tensile' };

describe('the basket of picked items', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps each item once, its condition changed when picked again', () => {
    let basket = withItem({ items: [] }, tensile);
    basket = withItem(basket, { ...tensile, condition: '-20 °C' });
    basket = withItem(basket, { ...tensile, itemId: 2 });
    expect(basket.items.map((item) => [item.itemId, item.condition])).toEqual([
      [1, '-20 °C'],
      [2, ''],
    ]);
    expect(withoutItem(basket, 1).items.map((item) => item.itemId)).toEqual([2]);
  });

  it('survives in sessionStorage and ignores what it cannot read', () => {
    writeBasket({ items: [tensile], laboratoryId: 5 });
    expect(readBasket()).toEqual({ items: [tensile], laboratoryId: 5 });
    sessionStorage.setItem('atsteel.testing.basket', '{"items":[{"itemId":"x"}, {"itemId":3,"condition":"","nameZh":"a","nameEn":"b"}],"laboratoryId":-1}');
    expect(readBasket()).toEqual({ items: [{ itemId: 3, condition: '', nameZh: 'a', nameEn: 'b' }] });
    sessionStorage.setItem('atsteel.testing.basket', 'not json');
    expect(readBasket()).toEqual({ items: [] });
    clearBasket();
    expect(readBasket()).toEqual({ items: [] });
  });
});
