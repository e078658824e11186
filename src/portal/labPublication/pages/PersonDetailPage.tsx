import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailFrame } from '../DetailFrame';
import { labPublicationPublic, PUBLICATION_PATHS } from '../endpoints';
import { LaboratoryLink } from '../LaboratoryLink';
import { Paragraphs } from '../Paragraphs';
import { Picture } from '../Picture';

/** /cloud/userDetail?id= — one tester or engineer: photo, position, laboratory, specialty and profile. */
export default function PersonDetailPage() {
  const { t } = useTranslation('labPublication');
  return (
    <DetailFrame endpoint={labPublicationPublic.personDetail} listPath={PUBLICATION_PATHS.people} testId="person-detail">
      {(item, back) => (
        <article>
          <header className="at-pub__head">
            <div>
              <h1>{item.title}</h1>
              <p className="at-pub__muted">{item.subtitle}</p>
            </div>
            {back}
          </header>
          <div className="at-pub__detail">
            <Picture id={item.pictureId} alt={item.title} className="at-pub__detail-picture" />
            <Descriptions bordered size="small" column={1}>
              <Descriptions.Item label={t('labels.person.subtitle')}>{item.subtitle}</Descriptions.Item>
              <Descriptions.Item label={t('common.laboratory')}>
                <LaboratoryLink id={item.laboratoryId} name={item.laboratoryName} />
              </Descriptions.Item>
              <Descriptions.Item label={t('labels.person.summary')}>
                <span style={{ whiteSpace: 'pre-line' }}>{item.summary}</span>
              </Descriptions.Item>
            </Descriptions>
          </div>
          <h2>{t('people.profile')}</h2>
          <Paragraphs text={item.body} testId="person-profile" />
        </article>
      )}
    </DetailFrame>
  );
}
