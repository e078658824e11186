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

describe('WeChat Pay v3 requests', () => {
  it('orders a native code for the amount in fen and closes a cancelled order', async () => {
    const posted: { url: string; body: Record<string, unknown>; authorization: string }[] = [];
    const provider = wechatPayProvider(wechatTestSettings(), {
      post: async (url, body, headers) => {
        posted.push({ url, body, authorization: String(headers.Authorization ?? headers.authorization) });
        return url.endsWith('/native') ? { status: 200, data: { code_url: 'weixin://wxpay/bizpayurl?pr=test' } } : { status: 204 };
      },
      get: async () => ({ status: 404 }),
      upload: async () => ({ status: 404 }),
    });
    const request = { orderNo: TEST_MERCHANT.orderNo, amount: 990, description: 'GB/T 700 datasheet', expiresAt: now, notifyUrl: 'https://atsteel.example/atsteel/payment/notify/wxpay', cashierUrl: '' };
    expect(await provider.codeFor(request, 'wxpay')).toBe('weixin://wxpay/bizpayurl?pr=test');
    expect(posted[0].url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native');
    expect(posted[0].body).toMatchObject({ appid: TEST_MERCHANT.wechat.appId, mchid: TEST_MERCHANT.wechat.mchId, out_trade_no: TEST_MERCHANT.orderNo, amount: { total: 990, currency: 'CNY' }, notify_url: request.notifyUrl });
    // Signed by the SDK with the merchant key.
    expect(posted[0].authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000109"/);
    await provider.close(TEST_MERCHANT.orderNo);
    expect(posted[1].url).toBe(`https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/${TEST_MERCHANT.orderNo}/close`);
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

describe('Alipay requests', () => {
  it('precreates a code for the amount in yuan text and checks the gateway’s signed answer', async () => {
    const { createServer } = await import('node:http');
    const { createSign } = await import('node:crypto');
    const { readFileSync } = await import('node:fs');
    const alipayKey = readFileSync(new URL('./fixtures/alipay-key.pem', import.meta.url), 'utf8');
    const received: URLSearchParams[] = [];
    let forge = false;
    // A stand-in for the Alipay gateway, answering as Alipay does: the response object signed with the Alipay key.
    const gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const params = new URLSearchParams(`${new URL(request.url!, 'http://x').search.slice(1)}&${body}`);
        received.push(params);
        const method = params.get('method')!;
        const inner = JSON.stringify({ code: '10000', msg: 'Success', out_trade_no: TEST_MERCHANT.orderNo, qr_code: 'https://qr.alipay.com/bax00000test' });
        const sign = createSign('RSA-SHA256').update(forge ? `${inner} ` : inner).sign(alipayKey, 'base64');
        response.setHeader('content-type', 'application/json');
        response.end(`{"${method.replace(/\./g, '_')}_response":${inner},"sign":"${sign}"}`);
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as { port: number };
    try {
      const provider = alipayProvider({ ...alipayTestSettings(), gateway: `http://127.0.0.1:${port}/gateway.do` });
      const request = { orderNo: TEST_MERCHANT.orderNo, amount: 990, description: 'GB/T 700 datasheet', expiresAt: now, notifyUrl: 'https://atsteel.example/atsteel/payment/notify/alipay', cashierUrl: '' };
      expect(await provider.codeFor(request, 'alipay')).toBe('https://qr.alipay.com/bax00000test');
      const sent = received[0];
      expect(sent.get('method')).toBe('alipay.trade.precreate');
      expect(sent.get('notify_url')).toBe(request.notifyUrl);
      expect(JSON.parse(sent.get('biz_content')!)).toMatchObject({ out_trade_no: TEST_MERCHANT.orderNo, total_amount: '9.90' });
      // Certificate mode: the request names the application's and the root certificate.
      expect(sent.get('app_cert_sn')).toBeTruthy();
      expect(sent.get('alipay_root_cert_sn')).toBeTruthy();
      await provider.close(TEST_MERCHANT.orderNo);
      expect(received[1].get('method')).toBe('alipay.trade.close');
      // An answer not signed by Alipay is not believed.
      forge = true;
      await expect(provider.codeFor(request, 'alipay')).rejects.toThrow();
    } finally {
      gateway.close();
    }
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
