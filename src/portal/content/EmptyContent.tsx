import { Empty } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@contract/permissions';
import { usePermission } from '../../components/Permission';

/** An honest empty state: what will be here and, for the platform's administrators, where to add it. */
export function EmptyContent({ text }: { text: string }) {
  const { t } = useTranslation('content');
  const manages = usePermission(PERMISSIONS.contentManage, 'immediate');
  return (
    <Empty
      data-testid="content-empty"
      description={
        <>
          <span>{text}</span>
          {manages && (
            <span style={{ display: 'block', marginTop: 8 }}>
              <Link to="/my/administration/content">{t('common.addInConsole')}</Link>
            </span>
          )}
        </>
      }
    />
  );
}
