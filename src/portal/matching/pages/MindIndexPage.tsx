import { Card, Col, Row } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Caveat } from '../components/Caveat';
import { MatchingScope } from '../components/MatchingScope';
import { PageHead } from '../components/PageHead';
import { MATCHING_PATHS } from '../paths';

/** /mind/mindIndex — the two questions grade matching answers, and where to ask them. */
function MindIndex() {
  const { t } = useTranslation('matching');
  return (
    <>
      <PageHead title={t('index.title')} intro={t('index.intro')} />
      <Row gutter={[16, 16]} className="at-mat-section">
        <Col xs={24} md={12}>
          <Card title={t('index.steelTitle')} data-testid="entry-steel">
            <p>{t('index.steelText')}</p>
            <Link to={MATCHING_PATHS.form} data-testid="start-steel">{t('index.steelLink')}</Link>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('index.weldingTitle')} data-testid="entry-welding">
            <p>{t('index.weldingText')}</p>
            <Link to={MATCHING_PATHS.welding} data-testid="start-welding">{t('index.weldingLink')}</Link>
          </Card>
        </Col>
      </Row>
      <p className="at-match-links">
        <Link to={MATCHING_PATHS.standards}>{t('index.standardsLink')}</Link>
        <Link to={MATCHING_PATHS.similarity}>{t('index.similarityLink')}</Link>
      </p>
      <Caveat />
    </>
  );
}

export default function MindIndexPage() {
  return (
    <MatchingScope>
      <MindIndex />
    </MatchingScope>
  );
}
