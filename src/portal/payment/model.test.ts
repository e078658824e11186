import { describe, expect, it } from 'vitest';
import { afterPaidPath, discountLabelKey, formatCountdown, isSandboxHeader, orderBackPath, orderEnding, payPath } from './model';

describe('where a paid order moves on to', () => {
  it('opens the bought document, the book orders, or the privilege', () => {
    expect(afterPaidPath({ kind: 'library', itemRef: '42' })).toBe('/librany/libranyDetail?id=42');
    expect(afterPaidPath({ kind: 'book', itemRef: '7' })).toBe('/my/documentOrder');
    expect(afterPaidPath({ kind: 'vip', itemRef: 'year' })).toBe('/my/info');
  });

  it("opens a detection order's detail after its first or its balance payment", () => {
    expect(afterPaidPath({ kind: 'testOrder', itemRef: '12' })).toBe('/my/checkList/show/12');
    expect(afterPaidPath({ kind: 'testBalance', itemRef: '12' })).toBe('/my/checkList/show/12');
    expect(orderBackPath({ kind: 'testBalance', itemRef: '12' })).toBe('/my/checkList/show/12');
  });

  it("opens a customization order's detail after its deposit or balance, and pays both on the generic page", () => {
    expect(afterPaidPath({ kind: 'customDeposit', itemRef: '31' })).toBe('/custom/customDetail?id=31');
    expect(afterPaidPath({ kind: 'customBalance', itemRef: '31' })).toBe('/custom/customDetail?id=31');
    expect(orderBackPath({ kind: 'customDeposit', itemRef: '31' })).toBe('/custom/customDetail?id=31');
    expect(orderBackPath({ kind: 'customBalance', itemRef: '31' })).toBe('/custom/customDetail?id=31');
    expect(afterPaidPath({ kind: 'customDeposit', itemRef: '31&x=2' })).toBe('/my/customList');
    expect(payPath('customDeposit', 'AT20260101120000123456')).toBe('/librany/libranyPay?orderNo=AT20260101120000123456');
    expect(payPath('customBalance', 'AT20260101120000123456')).toBe('/librany/libranyPay?orderNo=AT20260101120000123456');
  });

  it('keeps an odd item reference inside the query', () => {
    expect(afterPaidPath({ kind: 'library', itemRef: '1&x=2' })).toBe('/librany/libranyDetail?id=1%26x%3D2');
  });

  it('sends a closed order back to what was ordered, and a new order to its payment page', () => {
    expect(orderBackPath({ kind: 'library', itemRef: '42' })).toBe('/librany/libranyDetail?id=42');
    expect(orderBackPath({ kind: 'book', itemRef: '7' })).toBe('/librany/libranyBookDetail?id=7');
    expect(orderBackPath({ kind: 'vip', itemRef: 'month' })).toBe('/cloud/subscribe');
    expect(payPath('library', 'AT20260101120000123456')).toBe('/librany/libranyPay?orderNo=AT20260101120000123456');
    expect(payPath('vip', 'AT20260101120000123456')).toBe('/cloud/subscribePay?orderNo=AT20260101120000123456');
  });
});

describe('why an order ended', () => {
  const expireTime = '2026-01-01T12:30:00.000Z';
  it('reads the last step into the cancelled state', () => {
    const step = (action: string) => ({ action, toState: 'cancelled' });
    expect(orderEnding({ state: 'cancelled', expireTime, history: [step('close')] })).toBe('expired');
    expect(orderEnding({ state: 'cancelled', expireTime, history: [step('cancel')] })).toBe('cancelled');
  });
  it('falls back on the expiry time without history', () => {
    expect(orderEnding({ state: 'cancelled', expireTime }, Date.parse(expireTime) + 1)).toBe('expired');
    expect(orderEnding({ state: 'cancelled', expireTime }, Date.parse(expireTime) - 1000)).toBe('cancelled');
  });
});

describe('payment page texts', () => {
  it('names the discounts by code', () => {
    expect(discountLabelKey('vipPromotion')).toBe('payment.discounts.vipPromotion');
    expect(discountLabelKey('vipQuarterDiscount')).toBe('payment.discounts.further');
    expect(discountLabelKey('vipYearDiscount')).toBe('payment.discounts.further');
    expect(discountLabelKey('somethingNew')).toBe('payment.discounts.other');
  });
  it('reads the sandbox header of the WeChat code', () => {
    expect(isSandboxHeader('true')).toBe(true);
    expect(isSandboxHeader('1')).toBe(true);
    expect(isSandboxHeader('false')).toBe(false);
    expect(isSandboxHeader(undefined)).toBe(false);
  });
  it('counts down in minutes and seconds', () => {
    expect(formatCountdown(30 * 60)).toBe('30:00');
    expect(formatCountdown(61.9)).toBe('01:01');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(3600 + 62)).toBe('1:01:02');
  });
});
