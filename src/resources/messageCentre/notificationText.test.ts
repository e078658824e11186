import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORDER_ACTIONS, TEST_ORDER_NOTES } from '@contract/endpoints/testOrders';
import enTestKits from '../../../locales/en/testKits.json';
import zhTestKits from '../../../locales/zh/testKits.json';
import { notificationPath, notificationText } from './notificationText';

/** How a notification reads in each language, from its subject, event and params. */
const params = { orderNo: 'JC202611260001', projectName: 'Bridge girders', laboratoryName: 'East Lab', state: 'executing' };

describe('notification text', () => {
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

  it('says which order, which project and what happened', () => {
    const t = instance.getFixedT('en', 'testKits');
    expect(notificationText(t, { subject: 'testOrder', event: 'receive', params })).toBe(
      'Order JC202611260001 (project Bridge girders): the laboratory received your samples and testing has begun',
    );
    expect(notificationText(t, { subject: 'testOrder', event: 'assign', params })).toBe('Order JC202611260001 (project Bridge girders): assigned to the laboratory East Lab');
  });

  it('reads in Chinese', () => {
    const t = instance.getFixedT('zh', 'testKits');
    expect(notificationText(t, { subject: 'testOrder', event: 'deliver', params })).toBe('订单 JC202611260001（项目：Bridge girders）：检测报告已出具，请在订单中下载');
  });

  it.each(['en', 'zh'])('has a text for every order action and timeline note in %s', (language) => {
    const t = instance.getFixedT(language, 'testKits');
    const generic = notificationText(t, { subject: 'testOrder', event: 'no-such-event', params });
    for (const event of [...TEST_ORDER_ACTIONS, ...TEST_ORDER_NOTES]) {
      const text = notificationText(t, { subject: 'testOrder', event, params });
      expect(text, event).not.toBe(generic);
      expect(text, event).not.toContain('{{');
      expect(text, event).toContain('JC202611260001');
    }
  });

  it.each(['en', 'zh'])('says what happened to a data set and its requests in %s, and leads each reader to a page they may open', (language) => {
    const t = instance.getFixedT(language, 'testKits');
    const data = { name: 'NIMS fatigue', requester: 'demo-employee', answer: 'not now', reason: 'units missing' };
    const generic = notificationText(t, { subject: 'researchData', event: 'no-such-event', params: data });
    for (const event of ['permissionRequest', 'permissionApproved', 'permissionRefused', 'permissionRevoked', 'approve', 'reject']) {
      const text = notificationText(t, { subject: 'researchData', event, params: data });
      expect(text, event).not.toBe(generic);
      expect(text, event).not.toContain('{{');
      expect(text, event).toContain('NIMS fatigue');
    }
    expect(notificationPath({ subject: 'researchData', subjectId: 7, event: 'permissionRequest', params: {} })).toBe('/my/enterpriseInformationManagement/R&dDataManagement/show/7');
    expect(notificationPath({ subject: 'researchData', subjectId: 7, event: 'permissionApproved', params: {} })).toBe('/zhj/productDetail?id=7');
  });

  it.each(['en', 'zh'])('tells the applicant of a quality ranking decision in %s and leads to its applications', (language) => {
    const t = instance.getFixedT(language, 'testKits');
    const data = { name: 'Q355B plate', reason: 'wrong year' };
    const generic = notificationText(t, { subject: 'qualityApplication', event: 'no-such-event', params: data });
    for (const event of ['approve', 'reject']) {
      const text = notificationText(t, { subject: 'qualityApplication', event, params: data });
      expect(text, event).not.toBe(generic);
      expect(text, event).not.toContain('{{');
      expect(text, event).toContain('Q355B plate');
    }
    expect(notificationText(t, { subject: 'qualityApplication', event: 'reject', params: data })).toContain('wrong year');
    expect(notificationPath({ subject: 'qualityApplication', subjectId: 7, event: 'approve', params: {} })).toBe('/my/qualityApplication');
  });

  it('an unknown event or subject still reads as a change, and only orders and data sets link somewhere', () => {
    const t = instance.getFixedT('en', 'testKits');
    expect(notificationText(t, { subject: 'testOrder', event: 'teleport', params })).toBe('Order JC202611260001 (project Bridge girders): there is a change');
    expect(notificationText(t, { subject: 'parcel', event: 'teleport', params: {} })).toBe('Notification: there is a change');
    expect(notificationPath({ subject: 'testOrder', subjectId: 12, event: 'pay', params: { audience: 'customer' } })).toBe('/my/checkList/show/12');
    expect(notificationPath({ subject: 'testOrder', subjectId: 12, event: 'pay', params: { audience: 'laboratory' } })).toBe('/my/laboratoryOrderDetail/show/12');
    expect(notificationPath({ subject: 'parcel', subjectId: 12, event: 'pay', params: {} })).toBeUndefined();
  });
});
