import { Button, Popconfirm, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { researchPermissions, type DataSetDetail } from '@contract/endpoints/researchData';
import { formatDateTime } from '../format/dateTime';
import { useCallAction } from './useCallAction';

interface Grant {
  grantId: number;
  holder: string;
  via: 'share' | 'request' | 'company';
  expiresAt: string | null;
}

/** The users and companies holding a grant (shared, or an approved request), each revocable by the owner. */
export function GrantsList({ sharing, onChanged }: { sharing: NonNullable<DataSetDetail['sharing']>; onChanged: () => void }) {
  const { t } = useTranslation('researchDataView');
  const revoke = useCallAction(researchPermissions.revoke, t('sharing.revoked'));
  const grants: Grant[] = [
    ...sharing.users.map((grant) => ({ grantId: grant.grantId, holder: grant.userName, via: grant.via, expiresAt: grant.expiresAt })),
    ...sharing.companies.map((grant) => ({ grantId: grant.grantId, holder: grant.companyName, via: 'company' as const, expiresAt: grant.expiresAt })),
  ];
  const viaLabel = { share: t('sharing.viaShare'), request: t('sharing.viaRequest'), company: t('sharing.viaCompany') };

  return (
    <Table<Grant>
      size="small"
      rowKey="grantId"
      data-testid="share-grants"
      pagination={false}
      dataSource={grants}
      locale={{ emptyText: t('sharing.noGrants') }}
      columns={[
        { key: 'holder', title: t('sharing.holder'), render: (_, grant) => grant.holder },
        { key: 'via', title: t('sharing.via'), render: (_, grant) => <Tag>{viaLabel[grant.via]}</Tag> },
        { key: 'expires', title: t('sharing.expires'), render: (_, grant) => (grant.expiresAt ? formatDateTime(grant.expiresAt) : t('sharing.never')) },
        {
          key: 'revoke',
          title: '',
          render: (_, grant) => (
            <Popconfirm
              title={t('sharing.revokeConfirm')}
              onConfirm={async () => {
                if (await revoke.run({ grantId: grant.grantId })) onChanged();
              }}
            >
              <Button type="link" size="small" danger data-testid={`share-revoke-${grant.holder}`}>
                {t('sharing.revoke')}
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
