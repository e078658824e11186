import { useState } from 'react';
import { Card, Skeleton, Steps } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RESEARCH_PATHS, researchData, type DataSetDetail, type ImportPreview } from '@contract/endpoints/researchData';
import { MSG } from '@contract/messages';
import { useCallAction } from '../../../components/researchData/useCallAction';
import type { UploadedFile } from '../../../components/upload/StoredFilesUpload';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { message as text } from '../../../providers/i18n';
import { notify } from '../../../providers/notify';
import { CommitStep } from './CommitStep';
import { FactsStep } from './FactsStep';
import { FileStep } from './FileStep';
import { MappingStep } from './MappingStep';
import { mappingInput, samplesOf, type MappingEntry } from './mappingRules';

const STEPS = ['facts', 'file', 'mapping', 'commit'] as const;
const keyOf = (mapping: MappingEntry[], sheet: string | undefined) => JSON.stringify([sheet ?? null, mapping]);

/** What the wizard read from the file: its header, sample values and sheets (from the first, proposed preview). */
interface FileRead {
  file: UploadedFile;
  sheet?: string;
  headers: string[];
  samples: string[];
  sheets: string[];
}

/**
 * `/create` and `/edit/:id`: a data set's facts (saved as a draft or directly), then its data file: upload,
 * mapping of every column with a preview of the converted rows and their problems, and the commit (a new signed
 * version), after which the data set's page opens.
 */
export default function ImportWizardPage() {
  const { t } = useTranslation('researchData');
  const { id } = useParams();
  const editedId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const navigate = useNavigate();
  const loaded = useRemote((signal) => call(researchData.get, { id: editedId as number }, { signal }), String(editedId), editedId !== undefined);
  const [saved, setSaved] = useState<DataSetDetail>();
  const dataSet = saved ?? loaded.data;
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<UploadedFile>();
  const [read, setRead] = useState<FileRead>();
  const [mapping, setMapping] = useState<MappingEntry[]>([]);
  const [preview, setPreview] = useState<{ answer: ImportPreview; key: string }>();
  const reading = useCallAction(researchData.importPreview);
  const previewing = useCallAction(researchData.importPreview);
  const commit = useCallAction(researchData.importCommit);

  if (editedId !== undefined && !dataSet) return <Card loading={loaded.loading}>{loaded.loading ? <Skeleton active /> : null}</Card>;

  const readFile = async (chosen: UploadedFile, sheet?: string) => {
    const answer = await reading.run({ fileId: chosen.id, sheet });
    if (!answer) return;
    setRead({ file: chosen, sheet, headers: answer.headers, samples: samplesOf(answer), sheets: answer.sheets });
    setMapping(answer.mapping);
    setPreview({ answer, key: keyOf(answer.mapping, sheet) });
    setStep(2);
  };
  const runPreview = async () => {
    if (!read) return;
    const answer = await previewing.run({ fileId: read.file.id, sheet: read.sheet, mapping: mappingInput(mapping) });
    if (answer) setPreview({ answer, key: keyOf(mapping, read.sheet) });
  };
  const runCommit = async (summary: string) => {
    if (!read || !dataSet || !preview) return;
    const answer = await commit.run({ id: dataSet.id, fileId: read.file.id, sheet: read.sheet, mapping: mappingInput(mapping), summary });
    if (!answer) return;
    notify('success', text(MSG.researchDataImported, { count: preview.answer.rowCount }));
    navigate(RESEARCH_PATHS.dataSet(dataSet.id));
  };
  const fresh = read !== undefined && preview?.key === keyOf(mapping, read.sheet);

  const body = [
    <FactsStep
      key="facts"
      dataSet={dataSet}
      onSaved={(detail) => {
        setSaved(detail);
        setStep(1);
      }}
    />,
    <FileStep
      key="file"
      file={file}
      onFile={setFile}
      reading={reading.running}
      onBack={() => setStep(0)}
      onNext={(chosen) => void readFile(chosen)}
      onFinish={editedId !== undefined && dataSet ? () => navigate(RESEARCH_PATHS.dataSet(dataSet.id)) : undefined}
    />,
    <MappingStep
      key="mapping"
      headers={read?.headers ?? []}
      samples={read?.samples ?? []}
      sheets={read?.sheets ?? []}
      sheet={read?.sheet}
      mapping={mapping}
      preview={preview?.answer}
      previewing={previewing.running || reading.running}
      fresh={fresh}
      onMapping={setMapping}
      onSheet={(sheet) => read && void readFile(read.file, sheet)}
      onPreview={() => void runPreview()}
      onBack={() => setStep(1)}
      onNext={() => setStep(3)}
    />,
    <CommitStep key="commit" preview={preview?.answer} mapping={mapping} fresh={fresh} committing={commit.running} onBack={() => setStep(2)} onCommit={(summary) => void runCommit(summary)} />,
  ];

  return (
    <Card
      title={dataSet && editedId !== undefined ? t('wizard.editTitle', { name: dataSet.name }) : t('wizard.createTitle')}
      extra={<Link to={RESEARCH_PATHS.management}>{t('wizard.backToList')}</Link>}
      data-testid="import-wizard"
    >
      <Steps
        current={step}
        style={{ marginBottom: 24 }}
        items={STEPS.map((name) => ({ title: <span data-testid={`wizard-step-${name}`}>{t(`wizard.steps.${name}`)}</span> }))}
      />
      {body[step]}
    </Card>
  );
}
