import { Alert, Button, Card, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { categoryName, Improvements, ScoreBreakdown } from '../../../../components/quality';
import { qualitySimulation, type Submission } from '../../endpoints';
import { Missing } from '../components/Missing';
import { SimulationScope } from '../components/SimulationScope';
import { SimulationSteps } from '../components/Steps';
import { useQueryId } from '../hooks';
import { SIMULATION_PATHS } from '../paths';

/** Where the simulated total would stand among the published lines of the category and year. */
function RankLine({ submission }: { submission: Submission }) {
  const { t, i18n } = useTranslation('qualitySimulation');
  const category = categoryName(submission.category, i18n.language);
  const { rank } = submission;
  return (
    <Alert
      type={rank && rank.of > 0 ? 'success' : 'info'}
      showIcon
      data-testid="quality-rank"
      message={
        rank && rank.of > 0
          ? t('complete.rank', { position: rank.position, of: rank.of, category, year: rank.year })
          : t('complete.noLines', { category, year: rank?.year ?? new Date().getFullYear() })
      }
    />
  );
}

/** /economy/economyRankComplete?id= — the simulated score, each indicator's contribution, the rank, what would raise it. */
export default function EconomyRankCompletePage() {
  const { t } = useTranslation('qualitySimulation');
  const id = useQueryId('id');
  const answer = useRemote((signal) => (id ? call(qualitySimulation.submission, { id }, { signal }) : Promise.reject(new Error('no id'))), String(id));
  const submission = answer.data;

  return (
    <SimulationScope testId="quality-complete" signedIn>
      <h1>{t('complete.title')}</h1>
      <SimulationSteps current="ranking" />
      {!id || (answer.error !== undefined && !submission) ? (
        <Missing />
      ) : !submission ? (
        <Skeleton active />
      ) : !submission.score ? (
        <Alert
          type="warning"
          showIcon
          message={t('complete.notScored')}
          action={
            <Link to={SIMULATION_PATHS.preview(submission.id)}>
              <Button>{t('complete.toPreview')}</Button>
            </Link>
          }
        />
      ) : (
        <>
          <p className="at-quality-sim__muted">
            {t('complete.subject', { grade: submission.limits.grade.name, standard: submission.limits.grade.standardCode, file: submission.dataFileName })}
          </p>
          <RankLine submission={submission} />
          <Card>
            <ScoreBreakdown score={submission.score} />
          </Card>
          <Card>
            <Improvements improvements={submission.score.improvements} />
          </Card>
          <Alert type="info" showIcon message={t('complete.nothingPublished')} />
          <div className="at-quality-sim__actions">
            {submission.applicationId === null ? (
              <Link to={SIMULATION_PATHS.apply(submission.id)}>
                <Button type="primary" size="large" data-testid="quality-complete-apply">
                  {t('complete.apply')}
                </Button>
              </Link>
            ) : (
              <Link to={SIMULATION_PATHS.myApplications}>
                <Button type="primary" size="large">
                  {t('complete.applied')}
                </Button>
              </Link>
            )}
            <Link to={SIMULATION_PATHS.select}>
              <Button size="large">{t('complete.again')}</Button>
            </Link>
          </div>
        </>
      )}
    </SimulationScope>
  );
}
