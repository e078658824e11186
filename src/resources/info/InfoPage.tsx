import { Card, Descriptions, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PersonalData } from '@contract/endpoints/myAccount';
import { RealNameForm } from './RealNameForm';
import { SecuritySettings } from './SecuritySettings';
import { useProfile } from './useProfile';
import { VipCard } from './VipCard';
import { formatDateTime } from '../../components/format/dateTime';


function Privilege({ until }: { until: string | null }) {
  const { t } = useTranslation('console');
  if (!until) return <>{t('info.noPrivilege')}</>;
  const active = new Date(until) > new Date();
  return (
    <Space>
      {t('info.privilegeUntil', { date: formatDateTime(until) })}
      <Tag color={active ? 'green' : 'default'}>{t(active ? 'info.active' : 'info.expired')}</Tag>
    </Space>
  );
}

function BasicInformation({ profile }: { profile: PersonalData }) {
  const { t } = useTranslation('console');
  return (
    <Card title={t('info.basic')}>
      <Descriptions column={{ xs: 1, md: 2 }} data-testid="info-basic">
        <Descriptions.Item label={t('info.userName')}>{profile.userName}</Descriptions.Item>
        <Descriptions.Item label={t('info.userType')}>{t(`userType.${profile.userType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('info.roles')}>{profile.roles.map((role) => t(`roles.${role}`)).join('、')}</Descriptions.Item>
        <Descriptions.Item label={t('info.company')}>{profile.companyName ?? t('home.noCompany')}</Descriptions.Item>
        <Descriptions.Item label={t('info.createTime')}>{formatDateTime(profile.createTime)}</Descriptions.Item>
        <Descriptions.Item label={t('info.privilege')}>
          <Privilege until={profile.privilegeUntil} />
        </Descriptions.Item>
      </Descriptions>
      <RealNameForm profile={profile} />
    </Card>
  );
}

/** The personal information page of every role. */
export default function InfoPage() {
  const { t } = useTranslation('console');
  const { profile, setProfile } = useProfile();
  return (
    <div className="at-info">
      <Typography.Title level={3}>{t('menu.info')}</Typography.Title>
      {profile ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <BasicInformation profile={profile} />
          <VipCard />
          <SecuritySettings profile={profile} onChange={setProfile} />
        </Space>
      ) : (
        <Spin />
      )}
    </div>
  );
}
