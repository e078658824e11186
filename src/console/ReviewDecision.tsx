import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Endpoint } from '@contract/endpoint';
import { useAction } from './useAction';

export interface ReviewWords {
  approve: string;
  approveConfirm: string;
  reject: string;
  rejectTitle: string;
  rejectReason: string;
}

const WORD_KEYS = ['approve', 'approveConfirm', 'reject', 'rejectTitle', 'rejectReason'] as const;

/** The decision's words from a page's locale keys `<prefix>.approve`, `.approveConfirm`, `.reject`, `.rejectTitle`, `.rejectReason`. */
export const reviewWords = (t: (key: string) => string, prefix: string) =>
  Object.fromEntries(WORD_KEYS.map((key) => [key, t(`${prefix}.${key}`)])) as unknown as ReviewWords;

/**
 * An auditor's decision on one submission (docs/architecture.md §7): approve after a confirmation, or reject with a reason the
 * submitter sees; each button only when the server's `nextActions` offers it. Every review page uses it.
 */
export function ReviewDecision({
  id,
  nextActions,
  approve: approveEndpoint,
  reject: rejectEndpoint,
  successes,
  invalidates,
  words,
  reasonRule,
  reasonMax,
}: {
  id: number;
  nextActions: readonly string[];
  approve: Endpoint;
  reject: Endpoint;
  successes: { approve: string; reject: string };
  invalidates: string[];
  words: ReviewWords;
  /** The contract's rule for the reason (required, length). */
  reasonRule: Rule;
  reasonMax: number;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const approve = useAction(approveEndpoint, { success: successes.approve, invalidates });
  const reject = useAction(rejectEndpoint, { success: successes.reject, invalidates });
  const busy = approve.running || reject.running;

  const confirmReject = async () => {
    // An empty reason: the form shows its error under the field; nothing is sent.
    const values = await form.validateFields().catch(() => undefined);
    if (values && (await reject.run({ id, reason: values.reason }))) setRejecting(false);
  };

  return (
    <>
      {nextActions.includes('approve') && (
        <Popconfirm title={words.approveConfirm} okButtonProps={{ ...{ 'data-testid': 'audit-approve-confirm' } }} onConfirm={() => void approve.run({ id })}>
          <Button type="primary" loading={approve.running} disabled={busy} data-testid="audit-approve">
            {words.approve}
          </Button>
        </Popconfirm>
      )}
      {nextActions.includes('reject') && (
        <Button danger disabled={busy} onClick={() => setRejecting(true)} data-testid="audit-reject">
          {words.reject}
        </Button>
      )}
      <Modal
        open={rejecting}
        title={words.rejectTitle}
        onCancel={() => setRejecting(false)}
        onOk={() => void confirmReject()}
        okText={words.reject}
        okButtonProps={{ danger: true, loading: reject.running, ...{ 'data-testid': 'audit-reject-confirm' } }}
        destroyOnHidden
      >
        <Form form={form} name="reject" layout="vertical" preserve={false}>
          <Form.Item name="reason" label={words.rejectReason} rules={[reasonRule]} required>
            <Input.TextArea maxLength={reasonMax} showCount autoSize={{ minRows: 3 }} data-testid="audit-reject-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
