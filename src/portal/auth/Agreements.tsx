import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { Checkbox, Modal, Spin, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { AGREEMENT_TYPES, type AgreementType } from '@contract/endpoints/accountFields';
import { agreements, type AgreementText } from '@contract/endpoints/agreement';
import { call } from '../../providers/http';
import { message } from '../../providers/i18n';

/** Every agreement ticked, as the server wants it. */
export const ALL_AGREED = Object.fromEntries(AGREEMENT_TYPES.map((type) => [type, true])) as Record<AgreementType, true>;

/** Form rule: a single "I agree" checkbox that must be ticked. */
export const agreedRule: Rule = {
  validator: async (_, value) => {
    if (value !== true) throw new Error(message('agreementsRequired'));
  },
};
/** Form rule: every agreement of a checkbox group ticked. */
export const allAgreedRule: Rule = {
  validator: async (_, value: string[] | undefined) => {
    if (!AGREEMENT_TYPES.every((type) => value?.includes(type))) throw new Error(message('agreementsRequired'));
  },
};

/** An agreement's text from the server, in the page's language, in a modal. */
function AgreementModal({ type, onClose }: { type: AgreementType | undefined; onClose: () => void }) {
  const { t } = useTranslation('portal');
  return (
    <Modal open={type !== undefined} onCancel={onClose} onOk={onClose} width={720} cancelButtonProps={{ style: { display: 'none' } }} okText={t('agreements.close')}>
      {type && <AgreementBody key={type} type={type} />}
    </Modal>
  );
}

function AgreementBody({ type }: { type: AgreementType }) {
  const { t } = useTranslation('portal');
  const [text, setText] = useState<AgreementText>();
  useEffect(() => {
    let active = true;
    call(agreements.agreement, { type }).then((value) => active && setText(value), () => undefined);
    return () => {
      active = false;
    };
  }, [type]);
  if (!text) return <Spin />;
  return (
    <div className="at-agreement" data-testid="agreement-text">
      <Typography.Title level={4}>{text.title}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('agreements.version', { version: text.version, date: text.effectiveDate })}
      </Typography.Paragraph>
      {text.content.split(/\n{2,}/).map((block, index) => {
        // A block may start with its heading line ('## …') and go on with its paragraph.
        const [first, ...rest] = block.split('\n');
        const heading = first.startsWith('## ') ? first.slice(3) : undefined;
        const paragraph = heading === undefined ? block : rest.join('\n');
        return (
          <Fragment key={index}>
            {heading !== undefined && <Typography.Title level={5}>{heading}</Typography.Title>}
            {paragraph && <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{paragraph}</Typography.Paragraph>}
          </Fragment>
        );
      })}
    </div>
  );
}

/** A link per agreement that opens its text, and the modal that shows it. */
export function useAgreementLinks() {
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState<AgreementType>();
  const link = (type: AgreementType) => (
    <a
      key={type}
      href="#"
      data-testid={`agreement-link-${type}`}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        setOpen(type);
      }}
    >
      {t(`agreements.names.${type}`)}
    </a>
  );
  const modal = <AgreementModal type={open} onClose={() => setOpen(undefined)} />;
  return { link, modal };
}

/** One checkbox for all four agreements (mobile login that may register, WeChat binding). */
export function AgreeAllCheckbox({ checked, onChange, id }: { checked?: boolean; onChange?: (value: boolean) => void; id?: string }) {
  const { t } = useTranslation('portal');
  const { link, modal } = useAgreementLinks();
  const names: ReactNode[] = AGREEMENT_TYPES.flatMap((type, index) => (index === 0 ? [link(type)] : ['、', link(type)]));
  return (
    <>
      <Checkbox id={id} checked={checked} onChange={(event) => onChange?.(event.target.checked)} data-testid="agree-all">
        {t('agreements.readAndAgree')} {names}
      </Checkbox>
      {modal}
    </>
  );
}

/** Four checkboxes, one per agreement (registration). */
export function AgreementChecks({ value, onChange, id }: { value?: string[]; onChange?: (value: string[]) => void; id?: string }) {
  const { t } = useTranslation('portal');
  const { link, modal } = useAgreementLinks();
  return (
    <>
      <div id={id}>
        <Checkbox.Group value={value} onChange={(next) => onChange?.(next as string[])} className="at-agreement-checks">
          {AGREEMENT_TYPES.map((type) => (
            <Checkbox key={type} value={type} data-testid={`agree-${type}`}>
              {t('agreements.readAndAgree')} {link(type)}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </div>
      {modal}
    </>
  );
}
