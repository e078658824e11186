import { Button, Card, Col, Result, Row, Skeleton, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { docPublic } from '@contract/endpoints/documents';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { CheckPanel } from '../CheckPanel';
import { GenerateForm } from '../GenerateForm';
import { idFrom, shown, usePageLanguage } from '../text';

/** /tempDoc/detail?id= — one published template: its description, the form that generates it, the check of a filled copy. */
export default function TemplateDetailPage() {
  const { t } = useTranslation('documents');
  const language = usePageLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const answer = useRemote((signal) => (id ? call(docPublic.produceDetail, { id }, { signal, silent: true }) : Promise.reject(new Error('no id'))), `template#${id}`);
  const back = <Button onClick={() => void navigate('/tempDoc/list')}>{t('templates.back')}</Button>;
  if (!id || answer.error !== undefined) return <Result status="warning" title={t('templates.notFound')} extra={back} data-testid="template-not-found" />;
  const template = answer.data;
  if (!template) return <Skeleton active style={{ padding: 24 }} />;
  return (
    <div className="at-container" style={{ padding: '24px 16px' }} data-testid="template-detail">
      <header style={{ display: 'flex', justifyContent: 'space-between', gap: 16, alignItems: 'flex-start' }}>
        <div>
          <h1>{shown(language, template.nameZh, template.nameEn)}</h1>
          <Tag>{t('templates.version', { version: template.version })}</Tag>
          <Tag>{t('templates.uses', { n: template.uses })}</Tag>
        </div>
        {back}
      </header>
      <p style={{ whiteSpace: 'pre-line' }}>{shown(language, template.descriptionZh, template.descriptionEn)}</p>
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Card title={t('generate.title')}>
            <GenerateForm template={template} language={language} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card>
            <CheckPanel templateId={template.id} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
