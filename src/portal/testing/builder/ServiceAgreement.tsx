import { Checkbox } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { MSG } from '@contract/messages';
import { message } from '../../../providers/i18n';
import { useAgreementLinks } from '../../auth';

/** Form rule: the technical service agreement ticked (spec §5), before an order is placed. */
export const serviceAgreedRule: Rule = {
  validator: async (_rule, value) => {
    if (value !== true) throw new Error(message(MSG.serviceAgreementRequired));
  },
};

/** "I have read and agree to the Technical Service Agreement" (spec §5), its text a click away; a form control. */
export function ServiceAgreement({ value, onChange, id }: { value?: boolean; onChange?: (agreed: boolean) => void; id?: string }) {
  const { t } = useTranslation('portal');
  const { link, modal } = useAgreementLinks();
  return (
    <>
      <Checkbox id={id} checked={value === true} onChange={(event) => onChange?.(event.target.checked)} data-testid="builder-agree">
        {t('agreements.readAndAgree')} {link('technicalService')}
      </Checkbox>
      {modal}
    </>
  );
}
