import { Button, List, Progress } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Caveat } from '../components/Caveat';
import { ContrastGate } from '../components/ContrastGate';
import { ElementsContrast, PropertiesContrast } from '../components/ContrastTables';
import { MatchingScope } from '../components/MatchingScope';
import { PageHead } from '../components/PageHead';
import { conditionText, points } from '../model/format';
import { encodeIds } from '../model/urlState';
import type { ContrastOutput } from '../model/types';
import { MATCHING_PATHS, withQuery } from '../paths';

function Pairs({ contrast }: { contrast: ContrastOutput }) {
  const { t } = useTranslation('matching');
  const name = (id: number) => contrast.grades.find((grade) => grade.id === id)?.name ?? String(id);
  const extra = { condition: contrast.condition ?? undefined, thickness: contrast.thickness ?? undefined };
  return (
    <List
      size="small"
      dataSource={contrast.pairs}
      data-testid="contrast-pairs"
      renderItem={(pair) => (
        <List.Item actions={[<Link key="why" to={withQuery(MATCHING_PATHS.detail, encodeIds([pair.a, pair.b], extra))}>{t('results.explanation')}</Link>]}>
          <span className="at-match-pair">{t('compare.pair', { a: name(pair.a), b: name(pair.b) })}</span>
          <Progress percent={pair.score} size="small" format={() => points(pair.score)} className="at-match-pair-score" />
        </List.Item>
      )}
    />
  );
}

/** /mind/mindCompare?ids=… — the chosen results side by side, with every pair's score. */
function MindCompare() {
  const { t } = useTranslation('matching');
  const navigate = useNavigate();
  return (
    <>
      <PageHead title={t('compare.title')} intro={t('compare.intro')} />
      <ContrastGate>
        {(contrast, search) => (
          <>
            {contrast.condition && <p className="at-mat-muted">{t('results.conditionUsed', { condition: conditionText(t, contrast.condition) })}</p>}
            <Button type="primary" onClick={() => navigate(`${MATCHING_PATHS.chart}${search}`)} data-testid="open-chart" className="at-mat-toolbar">
              {t('compare.chart')}
            </Button>
            <section className="at-mat-section">
              <h2>{t('compare.pairs')}</h2>
              <Pairs contrast={contrast} />
            </section>
            <section className="at-mat-section">
              <h2>{t('compare.elements')}</h2>
              <ElementsContrast contrast={contrast} />
            </section>
            <section className="at-mat-section">
              <h2>{t('compare.properties')}</h2>
              <PropertiesContrast contrast={contrast} />
            </section>
            <Caveat />
          </>
        )}
      </ContrastGate>
    </>
  );
}

export default function MindComparePage() {
  return (
    <MatchingScope>
      <MindCompare />
    </MatchingScope>
  );
}
