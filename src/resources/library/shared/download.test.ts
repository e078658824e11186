import { describe, expect, it } from 'vitest';
import { downloadableItem } from './download';

const order = { kind: 'library', state: 'paid', itemRef: '7', item: null };

describe('what a document order downloads', () => {
  it('is the bought document of a paid order', () => {
    expect(downloadableItem(order)).toBe(7);
    expect(downloadableItem({ ...order, item: { id: 9, kind: 'document' } })).toBe(9);
  });

  it('is nothing for unpaid orders, books, VIP plans or an unreadable item', () => {
    expect(downloadableItem({ ...order, state: 'waiting' })).toBeUndefined();
    expect(downloadableItem({ ...order, state: 'cancelled' })).toBeUndefined();
    expect(downloadableItem({ ...order, kind: 'book', item: { id: 9, kind: 'book' } })).toBeUndefined();
    expect(downloadableItem({ ...order, kind: 'vip', itemRef: 'year' })).toBeUndefined();
    expect(downloadableItem({ ...order, itemRef: 'x' })).toBeUndefined();
    expect(downloadableItem({ ...order, itemRef: '' })).toBeUndefined();
  });
});
