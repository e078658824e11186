import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { qualityApply } from '../../endpoints';
import { SimulationScope } from '../components/SimulationScope';
import { useQueryId } from '../hooks';
import { SIMULATION_PATHS } from '../paths';

/** /economy/economySuccess?id= — the application is submitted; what happens next. */
export default function EconomySuccessPage() {
  const { t } = useTranslation(['qualitySimulation', 'quality']);
  const id = useQueryId('id');
  const answer = useRemote((signal) => (id ? call(qualityApply.get, { id }, { signal, silent: true }) : Promise.reject(new Error('no id'))), String(id));
  const application = answer.data;

  return (
    <SimulationScope testId="quality-applied" signedIn>
      <Result
        status="success"
        title={t('applied.title')}
        subTitle={
          application
            ? t('applied.subject', { product: application.productName, grade: application.grade.name, state: t(`quality:state.${application.state}`) })
            : undefined
        }
        extra={[
          <Link key="console" to={SIMULATION_PATHS.myApplications}>
            <Button type="primary" data-testid="quality-applied-console">
              {t('applied.follow')}
            </Button>
          </Link>,
          <Link key="ranking" to={SIMULATION_PATHS.ranking}>
            <Button>{t('home.rankings')}</Button>
          </Link>,
        ]}
      />
      <ol className="at-quality-sim__list">
        <li>{t('applied.next.review')}</li>
        <li>{t('applied.next.published')}</li>
        <li>{t('applied.next.follow')}</li>
      </ol>
    </SimulationScope>
  );
}
