import { Descriptions } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/format/dateTime';
import { DetailFrame } from '../DetailFrame';
import { DownloadButton } from '../DownloadButton';
import { labPublicationPublic } from '../endpoints';
import { LaboratoryLink } from '../LaboratoryLink';
import { Paragraphs } from '../Paragraphs';
import { documentListPath } from '../paths';

/** /cloud/fileManage/detail?id= (also /fileManage/detail) — one laboratory document: category, summary, download. */
export default function DocumentDetailPage() {
  const { t } = useTranslation('labPublication');
  const { pathname } = useLocation();
  return (
    <DetailFrame endpoint={labPublicationPublic.documentDetail} listPath={documentListPath(pathname)} testId="document-detail">
      {(item, back) => (
        <article>
          <header className="at-pub__head">
            <div>
              <h1>{item.title}</h1>
              <p className="at-pub__muted">{t('common.fromLaboratory', { name: item.laboratoryName })}</p>
            </div>
            {back}
          </header>
          <Descriptions bordered size="small" column={1} style={{ maxWidth: 720, marginBottom: 16 }}>
            <Descriptions.Item label={t('labels.document.subtitle')}>{item.subtitle}</Descriptions.Item>
            <Descriptions.Item label={t('common.laboratory')}>
              <LaboratoryLink id={item.laboratoryId} name={item.laboratoryName} />
            </Descriptions.Item>
            <Descriptions.Item label={t('common.publishTime')}>{formatDate(item.publishTime)}</Descriptions.Item>
            {item.file && <Descriptions.Item label={t('common.file')}>{item.file.name}</Descriptions.Item>}
          </Descriptions>
          <div style={{ marginBottom: 24 }}>
            <DownloadButton item={item} withSize />
          </div>
          <p className="at-pub__lead">{item.summary}</p>
          {item.body && <Paragraphs text={item.body} testId="document-body" />}
        </article>
      )}
    </DetailFrame>
  );
}
