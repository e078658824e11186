import { describe, expect, it } from 'vitest';
import { alipayProvider } from './alipay';
import { fenOfYuanText, NotifyRefused, yuanTextOfFen } from './provider';
import { wechatPayProvider } from './wechatPay';
import { alipayTestSettings, recorded, TEST_MERCHANT, wechatTestSettings } from './fixtures/testMerchant';

/** The recorded notifies (fixtures/record.ts) verified with the providers' SDKs against the test keys. */
const now = new Date(TEST_MERCHANT.recordedAt.getTime() + 20_000);

describe('WeChat Pay v3 notify', () => {
  const provider = wechatPayProvider(wechatTestSettings());
  const sample = recorded('wxpay');

  it('verifies the platform signature and decrypts the transaction', async () => {
    expect(await provider.verify({ headers: sample.headers, body: sample.body, now })).toEqual({
      orderNo: TEST_MERCHANT.orderNo,
      status: 'paid',
      amount: TEST_MERCHANT.amount,
      transactionId: '4200002026111812345678901234',
      paidAt: new Date('2026-11-18T16:26:30+08:00'),
      channel: 'wxpay',
      live: true,
    });
  });

  it('refuses a changed body, another signature, an unknown key serial and an old timestamp', async () => {
    const changed = sample.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ');
    await expect(provider.verify({ headers: sample.headers, body: changed, now })).rejects.toThrow(NotifyRefused);
    const otherSignature = { ...sample.headers, 'wechatpay-signature': Buffer.alloc(256, 1).toString('base64') };
    await expect(provider.verify({ headers: otherSignature, body: sample.body, now })).rejects.toThrow(NotifyRefused);
    await expect(provider.verify({ headers: { ...sample.headers, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' }, body: sample.body, now })).rejects.toThrow('serial');
    const late = new Date(TEST_MERCHANT.recordedAt.getTime() + 10 * 60_000);
    await expect(provider.verify({ headers: sample.headers, body: sample.body, now: late })).rejects.toThrow('timestamp');
  });

  it('answers what WeChat Pay expects', () => {
    expect(provider.accepted().status).toBe(204);
    expect(provider.refused('signature')).toMatchObject({ status: 400, body: JSON.stringify({ code: 'FAIL', message: 'signature' }) });
  });
});

describe('Alipay notify (certificate mode)', () => {
  const provider = alipayProvider(alipayTestSettings());
  const sample = recorded('alipay');

  it('verifies the RSA2 signature against the Alipay public certificate', async () => {
    expect(await provider.verify({ headers: sample.headers, body: sample.body, now })).toEqual({
      orderNo: TEST_MERCHANT.orderNo,
      status: 'paid',
      amount: TEST_MERCHANT.amount,
      transactionId: '2026111822001400000000000001',
      paidAt: new Date('2026-11-18T16:26:30+08:00'),
      channel: 'alipay',
      live: true,
    });
  });

  it('refuses a changed amount and another application', async () => {
    const changed = sample.body.replace('total_amount=9.90', 'total_amount=0.01');
    await expect(provider.verify({ headers: sample.headers, body: changed, now })).rejects.toThrow('signature');
    const otherApp = alipayProvider({ ...alipayTestSettings(), appId: '2021000000000099' });
    await expect(otherApp.verify({ headers: sample.headers, body: sample.body, now })).rejects.toThrow('merchant');
  });

  it('answers "success" or "failure" as Alipay expects', () => {
    expect(provider.accepted()).toMatchObject({ status: 200, body: 'success' });
    expect(provider.refused('x').body).toBe('failure');
  });
});

describe('amounts', () => {
  it('turns yuan text into fen and back without floating point', () => {
    expect(fenOfYuanText('9.90')).toBe(990);
    expect(fenOfYuanText('0.1')).toBe(10);
    expect(fenOfYuanText('1680')).toBe(168000);
    expect(fenOfYuanText('0.07')).toBe(7);
    expect(fenOfYuanText('1.005')).toBeNull();
    expect(fenOfYuanText('-1')).toBeNull();
    expect(yuanTextOfFen(7)).toBe('0.07');
    expect(yuanTextOfFen(360000)).toBe('3600.00');
  });
});
