import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enTestKits from '../../../locales/en/testKits.json';
import zhTestKits from '../../../locales/zh/testKits.json';
import { notificationPath, notificationText } from './notificationText';

/** Issue 19: the notices of reviews, payments and suggestion replies read in both languages and lead to a page. */
const params = { name: 'Q355B', reason: 'missing test report', orderNo: 'AT20261126000001' };
const events: Record<string, string[]> = {
  recommendedProduct: ['approve', 'reject'],
  enterpriseGrade: ['approve', 'reject'],
  laboratory: ['approve', 'reject'],
  testKit: ['approve', 'reject'],
  serviceOffer: ['approve', 'reject'],
  paymentOrder: ['paid'],
  suggestion: ['reply'],
  industryRequest: ['handled'],
};

describe('review, payment and reply notices', () => {
  const instance = i18next.createInstance();
  beforeAll(async () => {
    await instance.init({ lng: 'en', fallbackLng: false, ns: ['testKits'], defaultNS: 'testKits', resources: { en: { testKits: enTestKits }, zh: { testKits: zhTestKits } }, interpolation: { escapeValue: false } });
  });

  it.each(['en', 'zh'])('has a text for each event in %s, with the reason of a rejection', (language) => {
    const t = instance.getFixedT(language, 'testKits');
    for (const [subject, list] of Object.entries(events)) {
      const generic = notificationText(t, { subject, event: 'no-such-event', params });
      for (const event of list) {
        const text = notificationText(t, { subject, event, params });
        expect(text, `${subject}.${event}`).not.toBe(generic);
        expect(text, `${subject}.${event}`).not.toContain('{{');
        if (event === 'reject') expect(text).toContain('missing test report');
      }
      expect(notificationPath({ subject, subjectId: 3, event: list[0], params })).toMatch(/^\//);
    }
  });

  it('leads a suggestion reply to the suggestions and a payment to my orders', () => {
    const t = instance.getFixedT('en', 'testKits');
    expect(notificationText(t, { subject: 'suggestion', event: 'reply', params: {} })).toBe('Your suggestion: the platform has replied');
    expect(notificationPath({ subject: 'suggestion', subjectId: 3, event: 'reply', params: {} })).toBe('/my/suggestion');
    expect(notificationPath({ subject: 'paymentOrder', subjectId: 3, event: 'paid', params: {} })).toBe('/my/payment');
  });

  it('says an industry request was handled, naming the entry in the language of the reader, and leads to my requests', () => {
    const notice = { subject: 'industryRequest', event: 'handled', params: { kind: 'expert', name: '焊接专家', nameEn: 'Welding expert' } };
    expect(notificationText(instance.getFixedT('en', 'testKits'), notice, 'en')).toBe('Your request about Welding expert: the platform has handled it');
    expect(notificationText(instance.getFixedT('zh', 'testKits'), notice, 'zh')).toBe('您关于“焊接专家”的申请：平台已处理');
    expect(notificationPath({ ...notice, subjectId: 5 })).toBe('/my/industryRequest');
  });
});
