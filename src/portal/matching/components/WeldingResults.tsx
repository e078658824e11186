import { Alert, Card, Descriptions, Progress, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fillerFamilyLabel } from '../../../components/format/catalogueLabels';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { rangeText } from '../../materials';
import { points } from '../model/format';
import type { WeldingOutput } from '../model/types';
import { NoteTags, useNoteText } from './WeldingNotes';

type Process = WeldingOutput['processes'][number];
type Consumable = Process['consumables'][number];

function Bases({ data }: { data: WeldingOutput }) {
  const { t } = useTranslation('matching');
  return (
    <Descriptions size="small" bordered column={1} className="at-mat-section" data-testid="welding-bases">
      {data.bases.map((base) => (
        <Descriptions.Item key={base.grade.id} label={<Link to={MATERIAL_PATHS.detail(base.grade.type, base.grade.id)}>{base.grade.name}</Link>}>
          {base.grade.standard.code}
          {base.carbonEquivalent !== null && ` · ${t('welding.ce', { ce: base.carbonEquivalent.toFixed(2) })}`}
          {base.tensileMin !== null && ` · ${t('welding.tensile', { value: base.tensileMin })}`}
          {base.impact && ` · ${t('welding.impact', { energy: base.impact.energyMin, temp: base.impact.tempC })}`}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

function deposit(consumable: Consumable, t: (key: string, options?: Record<string, unknown>) => string) {
  const value = consumable.deposit;
  if (!value) return '—';
  const parts = [value.tensileMin !== null ? `Rm ${rangeText(value.tensileMin, null)} MPa` : null, value.yieldMin !== null ? `ReL ${rangeText(value.yieldMin, null)} MPa` : null];
  if (value.impactEnergyMin !== null && value.impactTempC !== null) parts.push(t('welding.impact', { energy: value.impactEnergyMin, temp: value.impactTempC }));
  return parts.filter(Boolean).join(' · ');
}

function ProcessCard({ process }: { process: Process }) {
  const { t } = useTranslation('matching');
  const noteText = useNoteText();
  return (
    <Card title={process.process} size="small" className="at-mat-section" data-testid={`process-${process.process}`}>
      {process.notes.map((note) => (
        <p key={note.code} className="at-mat-muted">{noteText(note)}</p>
      ))}
      {process.consumables.length > 0 && (
        <Table<Consumable>
          size="small"
          pagination={false}
          rowKey={(item) => item.grade.id}
          dataSource={process.consumables}
          scroll={{ x: true }}
          columns={[
            { title: t('results.rank'), dataIndex: 'rank', width: 60 },
            {
              title: t('welding.consumable'),
              render: (_, item) => (
                <>
                  <Link to={MATERIAL_PATHS.detail(item.grade.type, item.grade.id)} data-testid="consumable">
                    {item.grade.name}
                  </Link>
                  <br />
                  <small className="at-mat-muted">{item.grade.standard.code}</small>
                </>
              ),
            },
            { title: t('welding.family'), render: (_, item) => fillerFamilyLabel(item.family, t) },
            { title: t('welding.deposit'), render: (_, item) => deposit(item, t) },
            { title: t('results.score'), width: 140, render: (_, item) => <Progress percent={item.score} size="small" format={() => points(item.score)} /> },
            {
              title: `${t('welding.reasons')} / ${t('welding.warnings')}`,
              render: (_, item) => (
                <>
                  <NoteTags notes={item.reasons} color="green" testId="consumable-reasons" />
                  <NoteTags notes={item.warnings} color="orange" testId="consumable-warnings" />
                </>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

/** The recommender's answer: the base metals, filler families, joint notes, then consumables per process. */
export function WeldingResults({ data }: { data: WeldingOutput }) {
  const { t } = useTranslation('matching');
  const noteText = useNoteText();
  const families = (keys: readonly string[]) => keys.map((key) => fillerFamilyLabel(key, t)).join(', ');
  return (
    <section data-testid="welding-results">
      <Bases data={data} />
      <p data-testid="welding-families">
        {t('welding.families', { primary: families(data.families.primary) || '—' })}
        {data.families.secondary.length > 0 && ` · ${t('welding.secondary', { secondary: families(data.families.secondary) })}`}
      </p>
      {data.notes.length > 0 && (
        <Alert type="warning" showIcon className="at-mat-alert" data-testid="welding-notes" message={<ul className="at-match-list">{data.notes.map((note) => <li key={note.code}>{noteText(note)}</li>)}</ul>} />
      )}
      {data.processes.map((process) => (
        <ProcessCard key={process.process} process={process} />
      ))}
    </section>
  );
}
