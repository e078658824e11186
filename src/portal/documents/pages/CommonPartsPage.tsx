import { Card, Col, Empty, Row, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { standardPartsApi as standardParts } from '@contract/endpoints/documents';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { PartDrawing } from '../PartDrawing';
import { shown, usePageLanguage } from '../text';

/** /commonParts/list — the families as cards: their standards, equivalents and sizes, each leading to its table. */
export default function CommonPartsPage() {
  const { t } = useTranslation('documents');
  const language = usePageLanguage();
  const families = useRemote((signal) => call(standardParts.families, {}, { signal }), 'families');
  return (
    <div className="at-container" style={{ padding: '24px 16px' }} data-testid="common-parts">
      <h1>{t('parts.commonTitle')}</h1>
      <p>{t('parts.commonLead')}</p>
      {!families.data ? (
        <Skeleton active />
      ) : families.data.length === 0 ? (
        <Empty description={t('parts.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {families.data.map((family) => (
            <Col xs={24} md={12} key={family.family}>
              <Card title={t(`parts.families.${family.family}`)} extra={<Link to={`/standardParts/list?family=${family.family}`}>{t('parts.toSearch')}</Link>}>
                <PartDrawing family={family.family} title={t(`parts.families.${family.family}`)} />
                {family.standards.map((standard) => (
                  <div key={standard.standardNo} style={{ marginTop: 12 }}>
                    <Link to={`/commonParts/details?standard=${encodeURIComponent(standard.standardNo)}`}>
                      <strong>{standard.standardNo}</strong> {shown(language, standard.nameZh, standard.nameEn)}
                    </Link>
                    <div>
                      {standard.equivalents.map((equivalent) => (
                        <Tag key={equivalent}>{equivalent}</Tag>
                      ))}
                      <Tag color="blue">{t('parts.sizes', { n: standard.sizeCount })}</Tag>
                    </div>
                  </div>
                ))}
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
