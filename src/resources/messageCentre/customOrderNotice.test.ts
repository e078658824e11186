import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_BUYER_ACTIONS, CUSTOM_PLATFORM_ACTIONS } from '@contract/endpoints/customization';
import enTestKits from '../../../locales/en/testKits.json';
import zhTestKits from '../../../locales/zh/testKits.json';
import { notificationPath, notificationText } from './notificationText';

/** How the message centre writes a customization order's notifications and where they lead the buyer. */
const params = { orderNo: 'DZ202611200001', name: 'Bridge steel', reason: 'not feasible', shipmentNo: 'SF1234567890' };

describe('customization notifications', () => {
  const instance = i18next.createInstance();
  beforeAll(async () => {
    await instance.init({
      lng: 'en',
      fallbackLng: false,
      ns: ['testKits'],
      defaultNS: 'testKits',
      resources: { en: { testKits: enTestKits }, zh: { testKits: zhTestKits } },
      interpolation: { escapeValue: false },
    });
  });

  it.each(['en', 'zh'])('has a text for every step of the platform, the ledger and the buyer in %s', (language) => {
    const t = instance.getFixedT(language, 'testKits');
    const generic = notificationText(t, { subject: 'customOrder', event: 'no-such-event', params });
    for (const event of [...CUSTOM_PLATFORM_ACTIONS, 'payDeposit', 'payBalance', ...CUSTOM_BUYER_ACTIONS, 'request']) {
      const text = notificationText(t, { subject: 'customOrder', event, params });
      expect(text, event).not.toBe(generic);
      expect(text, event).not.toContain('{{');
      expect(text, event).toContain('DZ202611200001');
      expect(text, event).toContain('Bridge steel');
    }
  });

  it('says the reason and the shipment number, and leads the buyer to the portal detail', () => {
    const t = instance.getFixedT('en', 'testKits');
    expect(notificationText(t, { subject: 'customOrder', event: 'reject', params })).toBe('Customization order DZ202611200001 (Bridge steel): not accepted after review: not feasible');
    expect(notificationText(t, { subject: 'customOrder', event: 'deliver', params })).toContain('SF1234567890');
    expect(notificationText(instance.getFixedT('zh', 'testKits'), { subject: 'customOrder', event: 'cancelContract', params })).toBe('定制订单 DZ202611200001（Bridge steel）：合同已取消：not feasible');
    expect(notificationPath({ subject: 'customOrder', subjectId: 7, event: 'pass', params: {} })).toBe('/custom/customDetail?id=7');
    // The platform's notices (the buyer's steps) lead to the console's order page.
    expect(notificationText(t, { subject: 'customOrder', event: 'decline', params: { ...params, audience: 'platform' } })).toBe(
      'Customization order DZ202611200001 (Bridge steel): the buyer declined the offer: not feasible',
    );
    expect(notificationPath({ subject: 'customOrder', subjectId: 7, event: 'accept', params: { audience: 'platform' } })).toBe('/my/administration/customization/show/7');
  });
});
