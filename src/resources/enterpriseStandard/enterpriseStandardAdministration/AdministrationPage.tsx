import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { GradeAuditQueue } from '../shared/GradeAuditQueue';
import { AuditRecords } from '../shared/AuditRecords';
import { STANDARD_ADMINISTRATION_ROUTE } from './index';

export default function AdministrationPage() {
  const { t } = useTranslation('console');
  const { t: ts } = useTranslation('enterpriseStandard');
  return (
    <>
      <GradeAuditQueue
        resource="enterpriseStandardAdministration"
        route={STANDARD_ADMINISTRATION_ROUTE}
        title={t('menu.enterpriseStandardAdministration')}
      />
      <Card title={ts('records.title')} style={{ marginTop: 16 }}>
        <AuditRecords side="auditor" />
      </Card>
    </>
  );
}
