import type { TFunction } from 'i18next';
import type { Notification } from '@contract/endpoints/testOrders';
import { RESEARCH_PATHS } from '@contract/endpoints/researchData';
import { QUALITY_PATHS } from '@contract/endpoints/quality';
import { CUSTOM_PATHS } from '@contract/endpoints/customization';
import { COMMUNITY_PATHS } from '@contract/endpoints/community';
import { INDUSTRY_CONSOLE_PATHS } from '@contract/endpoints/industry';

type Notice = Pick<Notification, 'event' | 'params'>;

/** Events about a data set that go to the one who asked to see it (who may have no console page of R&D data). */
const REQUESTER_EVENTS = ['permissionApproved', 'permissionRefused', 'permissionRevoked'];

/** The subjects the message centre can write and link to (the notifications table's `subject`). */
const SUBJECT_PATHS: Record<string, (id: number, notice: Notice) => string> = {
  // The laboratory works on its orders in its own pages; the customer in its list of orders.
  testOrder: (id, { params }) => (params.audience === 'laboratory' ? `/my/laboratoryOrderDetail/show/${id}` : `/my/checkList/show/${id}`),
  // The owner manages the data set in the console; a requester reads it on its public page.
  researchData: (id, { event }) => (REQUESTER_EVENTS.includes(event) ? RESEARCH_PATHS.product(id) : RESEARCH_PATHS.dataSet(id)),
  // The applicant follows its applications for the quality ranking in the console's list.
  qualityApplication: () => QUALITY_PATHS.myApplications,
  // The buyer follows its customization order on the portal's detail page.
  // The buyer follows its order on the portal; the platform works it in the console's queue.
  customOrder: (id, { params }) => (params.audience === 'platform' ? `${CUSTOM_PATHS.admin}/show/${id}` : CUSTOM_PATHS.detail(id)),
  // Issue 19: the submitter of a reviewed document follows it in its own list; the payer in its orders; a suggestion's
  // author reads the reply under it.
  recommendedProduct: () => '/my/enterpriseInformationManagement/enterpriseRecommendedProductManagement',
  enterpriseGrade: () => '/my/enterpriseInformationManagement/enterpriseStandardManagement',
  laboratory: () => '/my/laboratorySettled',
  testKit: (id) => `/my/checkBag/show/${id}`,
  serviceOffer: () => '/allServer/myAllServer',
  paymentOrder: () => '/my/payment',
  suggestion: () => COMMUNITY_PATHS.suggestion,
  // The requester of an industry entry follows its requests in its own list.
  industryRequest: () => INDUSTRY_CONSOLE_PATHS.myRequests,
};

/**
 * A notification in the reader's language (`t` of the testKits namespace): what it is about (`Order JC… (project
 * X)`) and what happened (the event: a workflow action or a timeline note), from its params. An event or subject
 * this browser does not know yet still reads as a change. A notice about a bilingual record carries `nameEn` beside
 * `name` (each falls back to the other language on the server): the English reader sees `nameEn`.
 */
export function notificationText(t: TFunction, notice: Pick<Notification, 'subject' | 'event' | 'params'>, language = 'zh'): string {
  const params = { orderNo: '', projectName: '', laboratoryName: '', name: '', requester: '', answer: '', reason: '', shipmentNo: '', ...notice.params };
  if (language === 'en' && notice.params.nameEn) params.name = notice.params.nameEn;
  const known = notice.subject in SUBJECT_PATHS;
  const subject = known ? t(`notices.subjects.${notice.subject}`, params) : t('notices.subjects.other');
  const event = t(`notices.events.${notice.subject}.${notice.event}`, { ...params, defaultValue: t('notices.events.other') });
  return t('notices.line', { subject, event });
}

/** Where a notification leads (its order's or data set's page), or nowhere for a subject without a page. */
export const notificationPath = (notice: Pick<Notification, 'subject' | 'subjectId' | 'event' | 'params'>) =>
  SUBJECT_PATHS[notice.subject]?.(notice.subjectId, notice);
