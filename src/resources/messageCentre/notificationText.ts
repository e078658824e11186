import type { TFunction } from 'i18next';
import type { Notification } from '@contract/endpoints/testOrders';

/** The subjects the message centre can write and link to (the notifications table's `subject`). */
const SUBJECT_PATHS: Record<string, (id: number, audience: string | undefined) => string> = {
  // The laboratory works on its orders in its own pages; the customer in its list of orders.
  testOrder: (id, audience) => (audience === 'laboratory' ? `/my/laboratoryOrderDetail/show/${id}` : `/my/checkList/show/${id}`),
};

/**
 * A notification in the reader's language (`t` of the testKits namespace): what it is about (`Order JC… (project
 * X)`) and what happened (the event: a workflow action or a timeline note), from its params. An event or subject
 * this browser does not know yet still reads as a change.
 */
export function notificationText(t: TFunction, notice: Pick<Notification, 'subject' | 'event' | 'params'>): string {
  const params = { orderNo: '', projectName: '', laboratoryName: '', ...notice.params };
  const known = notice.subject in SUBJECT_PATHS;
  const subject = known ? t(`notices.subjects.${notice.subject}`, params) : t('notices.subjects.other');
  const event = t(`notices.events.${notice.subject}.${notice.event}`, { ...params, defaultValue: t('notices.events.other') });
  return t('notices.line', { subject, event });
}

/** Where a notification leads (its order's page), or nowhere for a subject without a page. */
export const notificationPath = (notice: Pick<Notification, 'subject' | 'subjectId' | 'params'>) =>
  SUBJECT_PATHS[notice.subject]?.(notice.subjectId, notice.params.audience);
