import { Layout, Space, Button, Dropdown } from 'antd';
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout, useTranslate } from '@refinedev/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumb, type Crumb } from '../components/Breadcrumb';
import { isContentHiding } from '../providers/contentHiding';
import { switchLanguage } from '../providers/language';
import { UnreadBadge } from '../components/messages/UnreadBadge';

/** Console header: breadcrumb (spec §2), language switch, the way back to the portal, the user. */
export function ConsoleHeader({ crumbs }: { crumbs: (pathname: string) => Crumb[] }) {
  const { t, i18n } = useTranslation('console');
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { data: identity } = useGetIdentity<{ userName: string }>();
  const { mutate: logout } = useLogout();
  const other = i18n.language === 'en' ? 'zh' : 'en';
  return (
    <Layout.Header className="at-console-header">
      <div className="at-console-header__crumbs">{isContentHiding() && <Breadcrumb crumbs={crumbs(pathname)} />}</div>
      <Space size="middle">
        <Link to="/">{t('header.portal')}</Link>
        <UnreadBadge />
        <Button type="text" icon={<GlobalOutlined />} onClick={() => void switchLanguage(other)} data-testid="console-language">
          {t(`header.switchTo.${other}`)}
        </Button>
        {/* Opened by a click: works by touch and keyboard, and does not close when the pointer wanders. */}
        <Dropdown
          trigger={['click']}
          menu={{
            items: [{ key: 'logout', label: translate('buttons.logout'), onClick: () => logout() }],
          }}
        >
          <Button type="text" data-testid="console-user">
            {identity?.userName} <DownOutlined />
          </Button>
        </Dropdown>
      </Space>
    </Layout.Header>
  );
}
