import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/format/dateTime';
import { DetailFrame } from '../DetailFrame';
import { labPublicationPublic, PUBLICATION_PATHS } from '../endpoints';
import { LaboratoryLink } from '../LaboratoryLink';
import { Paragraphs } from '../Paragraphs';
import { Picture } from '../Picture';

/** /cloudCaseDetail?id= (also /case/:id) — one service case: its facts, summary and the case itself as plain paragraphs. */
export default function CaseDetailPage() {
  const { t } = useTranslation('labPublication');
  return (
    <DetailFrame endpoint={labPublicationPublic.caseDetail} listPath={PUBLICATION_PATHS.cases} testId="case-detail">
      {(item, back) => (
        <article>
          <header className="at-pub__head">
            <div>
              <h1>{item.title}</h1>
              <p className="at-pub__muted">{t('common.fromLaboratory', { name: item.laboratoryName })}</p>
            </div>
            {back}
          </header>
          <div className={item.pictureId ? 'at-pub__detail' : 'at-pub__detail at-pub__detail--text'}>
            {item.pictureId && <Picture id={item.pictureId} alt={item.title} className="at-pub__detail-picture" />}
            <div>
              <Descriptions bordered size="small" column={1}>
                <Descriptions.Item label={t('labels.case.subtitle')}>{item.subtitle}</Descriptions.Item>
                <Descriptions.Item label={t('common.laboratory')}>
                  <LaboratoryLink id={item.laboratoryId} name={item.laboratoryName} />
                </Descriptions.Item>
                <Descriptions.Item label={t('common.publishTime')}>{formatDate(item.publishTime)}</Descriptions.Item>
              </Descriptions>
              <p className="at-pub__lead" style={{ marginTop: 16 }}>
                {item.summary}
              </p>
            </div>
          </div>
          <Paragraphs text={item.body} testId="case-body" />
        </article>
      )}
    </DetailFrame>
  );
}
