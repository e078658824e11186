import { alipayProvider, type AlipaySettings } from './alipay';
import { newSandboxKeys, sandboxProvider, type SandboxKeys } from './sandbox';
import { wechatPayProvider, type WechatPaySettings } from './wechatPay';
import type { PaymentProvider } from './provider';

export interface PaymentSettings {
  wechatPay?: WechatPaySettings;
  alipay?: AlipaySettings;
}

/** The provider of each channel, and the sandbox's keys while any channel runs in the sandbox. */
export interface PaymentProviders {
  wxpay: PaymentProvider;
  alipay: PaymentProvider;
  sandboxKeys: SandboxKeys | null;
}

/** Configured merchants take their channel; a channel without one runs in the sandbox (the embedded demo). */
export function paymentProviders(settings: PaymentSettings = {}, keys: SandboxKeys = newSandboxKeys()): PaymentProviders {
  const sandbox = sandboxProvider(keys);
  const wxpay = settings.wechatPay ? wechatPayProvider(settings.wechatPay) : sandbox;
  const alipay = settings.alipay ? alipayProvider(settings.alipay) : sandbox;
  return { wxpay, alipay, sandboxKeys: wxpay.live && alipay.live ? null : keys };
}

/** The provider whose notify route is /atsteel/payment/notify/<name>. */
export function providerNamed(providers: PaymentProviders, name: string): PaymentProvider | undefined {
  if (name === 'sandbox') return providers.sandboxKeys ? sandboxProvider(providers.sandboxKeys) : undefined;
  if (name === 'wxpay' && providers.wxpay.live) return providers.wxpay;
  if (name === 'alipay' && providers.alipay.live) return providers.alipay;
  return undefined;
}

/**
 * Closes an order at the live providers (a cancelled order must not be paid any more); best effort: a failure is
 * logged, the order stays closed in the ledger. For modules whose cancellation closes a waiting order.
 */
export function providerCloser(providers: PaymentProviders, log: { warn: (details: object, message: string) => void }) {
  return async (orderNo: string) => {
    for (const provider of new Set([providers.wxpay, providers.alipay])) {
      if (provider.live) await provider.close(orderNo).catch((error: unknown) => log.warn({ err: error }, 'closing the order at the provider failed'));
    }
  };
}
