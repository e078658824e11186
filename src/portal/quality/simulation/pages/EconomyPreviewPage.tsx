import { useState } from 'react';
import { Button, Card, Descriptions, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../../components/useRemote';
import { formatDateTime } from '../../../../components/format/dateTime';
import { call } from '../../../../providers/http';
import { categoryName, LimitsTable } from '../../../../components/quality';
import { qualitySimulation } from '../../endpoints';
import { Missing } from '../components/Missing';
import { SamplesTable } from '../components/SamplesTable';
import { SimulationScope } from '../components/SimulationScope';
import { SimulationSteps } from '../components/Steps';
import { useQueryId } from '../hooks';
import { SIMULATION_PATHS } from '../paths';

/** /economy/economyPreview?id= — what was read from the template, the grade's limits, and computing the simulated ranking. */
export default function EconomyPreviewPage() {
  const { t, i18n } = useTranslation('qualitySimulation');
  const navigate = useNavigate();
  const id = useQueryId('id');
  const answer = useRemote((signal) => (id ? call(qualitySimulation.submission, { id }, { signal }) : Promise.reject(new Error('no id'))), String(id));
  const [computing, setComputing] = useState(false);
  const submission = answer.data;

  const compute = async () => {
    if (!id) return;
    setComputing(true);
    try {
      await call(qualitySimulation.simulationRanking, { submissionId: id });
      void navigate(SIMULATION_PATHS.complete(id));
    } catch {
      // Shown by the http client.
    } finally {
      setComputing(false);
    }
  };

  return (
    <SimulationScope testId="quality-preview" signedIn>
      <h1>{t('preview.title')}</h1>
      <SimulationSteps current="preview" />
      {!id || (answer.error !== undefined && !submission) ? (
        <Missing />
      ) : !submission ? (
        <Skeleton active />
      ) : (
        <>
          <Card>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'category', label: t('preview.category'), children: categoryName(submission.category, i18n.language) },
                { key: 'grade', label: t('preview.grade'), children: `${submission.limits.grade.name} (${submission.limits.grade.standardCode})` },
                { key: 'file', label: t('preview.file'), children: submission.dataFileName },
                { key: 'n', label: t('preview.n'), children: <span data-testid="quality-preview-n">{submission.n}</span> },
                { key: 'report', label: t('preview.report'), children: submission.reportFileId ? t('preview.reportAttached') : t('preview.noReport') },
                { key: 'time', label: t('preview.time'), children: formatDateTime(submission.createTime) },
              ]}
            />
          </Card>
          <Card title={t('preview.rows', { shown: submission.preview.length, n: submission.n })}>
            <SamplesTable samples={submission.preview} elements={submission.limits.composition.map((item) => item.el)} />
          </Card>
          <Card>
            <LimitsTable limits={submission.limits} />
          </Card>
          <div className="at-quality-sim__actions">
            <Button type="primary" size="large" loading={computing} onClick={() => void compute()} data-testid="quality-preview-compute">
              {t('preview.compute')}
            </Button>
            {submission.score && <Link to={SIMULATION_PATHS.complete(submission.id)}>{t('preview.seeScore')}</Link>}
            <Link to={SIMULATION_PATHS.select}>{t('complete.again')}</Link>
          </div>
          <p className="at-quality-sim__muted">{t('complete.nothingPublished')}</p>
        </>
      )}
    </SimulationScope>
  );
}
