import { useState } from 'react';
import { Alert, Button, Card, Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MSG } from '@contract/messages';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { message } from '../../../../providers/i18n';
import { categoryName } from '../../../../components/quality';
import { qualityPublic, qualitySimulation, type ParseResult } from '../../endpoints';
import { Missing } from '../components/Missing';
import { ProblemsTable } from '../components/ProblemsTable';
import { SimulationScope } from '../components/SimulationScope';
import { SimulationSteps } from '../components/Steps';
import { StoredFileChooser, type ChosenFile } from '../components/StoredFileChooser';
import { useQueryId } from '../hooks';
import { SIMULATION_PATHS } from '../paths';

/**
 * /economy/economyUpload?categoryId=&gradeId= — upload the filled template (and optionally a test report PDF) and
 * read it: row-level problems in a table, or on to the preview of the stored submission.
 */
export default function EconomyUploadPage() {
  const { t, i18n } = useTranslation('qualitySimulation');
  const navigate = useNavigate();
  const categoryId = useQueryId('categoryId');
  const gradeId = useQueryId('gradeId');
  const resources = useRemote((signal) => call(qualityPublic.steelResources, {}, { signal, silent: true }), 'resources');
  const [dataFile, setDataFile] = useState<ChosenFile>();
  const [reportFile, setReportFile] = useState<ChosenFile>();
  const [refusal, setRefusal] = useState<string>();
  const [result, setResult] = useState<ParseResult>();
  const [reading, setReading] = useState(false);

  const category = resources.data?.find((item) => item.id === categoryId);
  const grade = category?.grades.find((item) => item.id === gradeId);

  const read = async () => {
    setResult(undefined);
    if (!dataFile) {
      setRefusal(message(MSG.dataFileRequired));
      return;
    }
    if (!categoryId || !gradeId) return;
    setRefusal(undefined);
    setReading(true);
    try {
      const answer = await call(qualitySimulation.parseTemplate, { categoryId, gradeId, dataFileId: dataFile.id, reportFileId: reportFile?.id ?? null });
      if (answer.submissionId !== null) void navigate(SIMULATION_PATHS.preview(answer.submissionId));
      else setResult(answer);
    } catch {
      // Shown by the http client.
    } finally {
      setReading(false);
    }
  };

  if (!categoryId || !gradeId) {
    return (
      <SimulationScope testId="quality-upload" signedIn>
        <Missing />
      </SimulationScope>
    );
  }
  return (
    <SimulationScope testId="quality-upload" signedIn>
      <h1>{t('upload.title')}</h1>
      <SimulationSteps current="upload" />
      <Card>
        {category && grade && (
          <p data-testid="quality-upload-choice">
            {t('upload.choice', { category: categoryName(category, i18n.language), grade: grade.name, standard: grade.standardCode })}{' '}
            <a href={SIMULATION_PATHS.template(categoryId, gradeId)}>{t('select.downloadTemplate')}</a> · <Link to={SIMULATION_PATHS.select}>{t('upload.change')}</Link>
          </p>
        )}
        <Form layout="vertical">
          <Form.Item label={t('upload.dataFile')} required extra={t('upload.dataFileHint')}>
            <StoredFileChooser
              purpose="qualityDataFile"
              value={dataFile}
              onChange={(file) => {
                setDataFile(file);
                if (file) setRefusal(undefined);
              }}
              label={t('upload.chooseData')}
              testId="quality-upload-data"
            />
          </Form.Item>
          <Form.Item label={t('upload.reportFile')} extra={t('upload.reportFileHint')}>
            <StoredFileChooser purpose="qualityReport" value={reportFile} onChange={setReportFile} label={t('upload.chooseReport')} testId="quality-upload-report" />
          </Form.Item>
        </Form>
        {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} data-testid="quality-upload-refusal" />}
        <div className="at-quality-sim__actions">
          <Button type="primary" loading={reading} onClick={() => void read()} data-testid="quality-upload-read">
            {t('upload.read')}
          </Button>
        </div>
      </Card>
      {result && <ProblemsTable result={result} />}
    </SimulationScope>
  );
}
