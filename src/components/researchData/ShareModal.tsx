import { useState } from 'react';
import { DatePicker, Form, Modal, Radio, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { researchData, RESEARCH_LIMITS, SHARE_VISIBILITIES, type DataSetDetail } from '@contract/endpoints/researchData';
import { MSG } from '@contract/messages';
import { call } from '../../providers/http';
import { message as text } from '../../providers/i18n';
import { useRemote } from '../useRemote';
import { useCallAction } from './useCallAction';
import { RequiredSelect } from '../form/RequiredSelect';

type ShareVisibility = (typeof SHARE_VISIBILITIES)[number];
interface ShareValues {
  visibility: ShareVisibility;
  userNames?: string[];
  companyIds?: number[];
  expiresAt?: Dayjs | null;
}

/** At least one target when sharing with chosen users or companies; the server checks the same. */
const targetsRule = {
  validator: async (_: unknown, value: unknown[] | undefined) => {
    if (!value || value.length === 0) throw new Error(text(MSG.researchShareTargetsRequired));
  },
};

/** Company choices by name (researchData.companies), for sharing with chosen companies. */
function CompanySelect({ value, onChange, initial }: { value?: number[]; onChange?: (ids: number[]) => void; initial: { value: number; label: string }[] }) {
  const { t } = useTranslation('researchDataView');
  const [keyword, setKeyword] = useState('');
  const found = useRemote((signal) => call(researchData.companies, { keyword }, { signal, silent: true }), keyword, keyword !== '');
  const options = new Map(initial.map((option) => [option.value, option.label]));
  for (const company of found.data ?? []) options.set(company.id, company.name);
  return (
    <RequiredSelect<number[]>
      id="share-companies"
      mode="multiple"
      showSearch
      filterOption={false}
      value={value}
      onChange={onChange}
      onSearch={(next) => setKeyword(next.trim())}
      loading={found.loading}
      placeholder={t('sharing.companiesPlaceholder')}
      options={[...options].map(([id, name]) => ({ value: id, label: name }))}
      maxCount={RESEARCH_LIMITS.shareTargetsMax}
      data-testid="share-companies"
    />
  );
}

/**
 * Who sees the rows: a visibility with its help text, account names for 'users', companies for 'companies' and an
 * optional expiry of those grants (researchData.share answers the changed data set).
 */
export function ShareModal({ detail, open, onClose, onShared }: { detail: DataSetDetail; open: boolean; onClose: () => void; onShared: () => void }) {
  const { t } = useTranslation(['researchDataView', 'researchData']);
  const [form] = Form.useForm<ShareValues>();
  const visibility = Form.useWatch('visibility', form);
  const share = useCallAction(researchData.share, text(MSG.researchDataShared));
  const shared = detail.sharing;
  const initialCompanies = (shared?.companies ?? []).map((grant) => ({ value: grant.companyId, label: grant.companyName }));
  const initial: ShareValues = {
    visibility: detail.visibility === 'draft' ? 'private' : detail.visibility,
    userNames: (shared?.users ?? []).filter((grant) => grant.via === 'share').map((grant) => grant.userName),
    companyIds: initialCompanies.map((option) => option.value),
    expiresAt: null,
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const chosen = values.visibility === 'users' || values.visibility === 'companies';
    const answer = await share.run({
      id: detail.id,
      visibility: values.visibility,
      userNames: values.visibility === 'users' ? (values.userNames ?? []).map((name) => name.trim()).filter(Boolean) : [],
      companyIds: values.visibility === 'companies' ? (values.companyIds ?? []) : [],
      expiresAt: chosen && values.expiresAt ? values.expiresAt.endOf('day').toISOString() : null,
    });
    if (answer) onShared();
  };

  return (
    <Modal
      open={open}
      title={t('sharing.modalTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('sharing.save')}
      okButtonProps={{ loading: share.running, ...{ 'data-testid': 'share-save' } }}
      destroyOnHidden
      width={640}
    >
      <Form form={form} name="researchShare" layout="vertical" initialValues={initial} preserve={false} data-testid="share-form">
        <Form.Item name="visibility" label={t('sharing.visibility')} required>
          <Radio.Group data-testid="share-visibility">
            <Space direction="vertical">
              {SHARE_VISIBILITIES.map((value) => (
                <Radio key={value} value={value} data-testid={`share-visibility-${value}`}>
                  {t(`researchData:visibility.${value}`)}
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {t(`researchData:visibilityHelp.${value}`)}
                  </Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {visibility === 'users' && (
          <Form.Item name="userNames" label={t('sharing.users')} rules={[targetsRule]} required>
            <RequiredSelect<string[]>
              mode="tags"
              tokenSeparators={[',', '，', ' ']}
              placeholder={t('sharing.usersPlaceholder')}
              maxCount={RESEARCH_LIMITS.shareTargetsMax}
              data-testid="share-users"
            />
          </Form.Item>
        )}
        {visibility === 'companies' && (
          <Form.Item name="companyIds" label={t('sharing.companies')} rules={[targetsRule]} required>
            <CompanySelect initial={initialCompanies} />
          </Form.Item>
        )}
        {(visibility === 'users' || visibility === 'companies') && (
          <Form.Item name="expiresAt" label={t('sharing.expiresAt')} extra={t('sharing.expiresHint')}>
            <DatePicker disabledDate={(day) => day.isBefore(dayjs(), 'day')} data-testid="share-expires" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
