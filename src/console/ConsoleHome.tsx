import { Card, Descriptions, List as AntList, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../providers/session';
import type { ReactNode } from 'react';
import { menuIcon } from './menuIcons';

/**
 * The personal centre's first page: who you are, what features put before you (`children`: e.g. company
 * invitations, given by the console app) and, exactly, the menu of your role.
 */
export function ConsoleHome({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('console');
  const { profile, menu, userName } = useSession();
  const entries = (menu ?? []).filter((item) => item.path !== '/my');
  return (
    <div className="at-console-home">
      <Typography.Title level={3}>{t('home.welcome', { name: userName })}</Typography.Title>
      <Card title={t('home.account')}>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('home.userName')}>{userName}</Descriptions.Item>
          <Descriptions.Item label={t('home.userType')}>
            {profile ? t(`userType.${profile.userInfo.userType}`) : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('home.roles')}>
            {profile?.roles.map((role) => t(`roles.${role}`)).join('、')}
          </Descriptions.Item>
          <Descriptions.Item label={t('home.company')}>{profile?.extendUserInfo.companyName ?? t('home.noCompany')}</Descriptions.Item>
        </Descriptions>
      </Card>
      {children}
      <Card title={t('home.menu')} style={{ marginTop: 16 }}>
        <AntList
          dataSource={entries}
          locale={{ emptyText: t('home.noMenu') }}
          renderItem={(item) => (
            <AntList.Item>
              <Link to={item.path} data-testid={`menu-${item.key}`}>
                {menuIcon(item.icon)} {t(`menu.${item.key}`)}
              </Link>
            </AntList.Item>
          )}
        />
      </Card>
    </div>
  );
}
