import { describe, expect, it } from 'vitest';
import { downloadableLine, lineOfOrder } from './reportOrders';

const order = { kind: 'report' as const, state: 'paid' as const, itemRef: '12' };

describe('what a report order downloads', () => {
  it('is the line of a paid report order', () => {
    expect(downloadableLine(order)).toBe(12);
    expect(downloadableLine({ ...order, state: 'completed' })).toBe(12);
  });

  it('is nothing while unpaid, once cancelled, for other kinds or an unreadable line', () => {
    expect(downloadableLine({ ...order, state: 'waiting' })).toBeUndefined();
    expect(downloadableLine({ ...order, state: 'cancelled' })).toBeUndefined();
    expect(downloadableLine({ ...order, kind: 'library' })).toBeUndefined();
    expect(lineOfOrder({ itemRef: 'x' })).toBeUndefined();
    expect(lineOfOrder({ itemRef: '0' })).toBeUndefined();
    expect(lineOfOrder({ itemRef: '1e3' })).toBeUndefined();
    expect(lineOfOrder({ itemRef: '' })).toBeUndefined();
  });
});
