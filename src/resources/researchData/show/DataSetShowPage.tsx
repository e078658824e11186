import { Button, Card } from 'antd';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RESEARCH_PATHS } from '@contract/endpoints/researchData';
import DataSetView from '../../../components/researchData/DataSetView';
import { researchEditPath } from '../index';

/** `/my/enterpriseInformationManagement/R&dDataManagement/show/:id`: one data set in the console (its owner may edit it). */
export default function DataSetShowPage() {
  const { t } = useTranslation('researchDataView');
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return (
    <Card
      title={t('show.title')}
      extra={
        <Link to={RESEARCH_PATHS.management} data-testid="dataset-back">
          <Button icon={<ArrowLeftOutlined />}>{t('show.back')}</Button>
        </Link>
      }
      styles={{ body: { padding: 16 } }}
    >
      <DataSetView
        id={id}
        context="console"
        ownerActions={
          <Link to={researchEditPath(id)} data-testid="dataset-edit">
            <Button icon={<EditOutlined />}>{t('show.edit')}</Button>
          </Link>
        }
      />
    </Card>
  );
}
