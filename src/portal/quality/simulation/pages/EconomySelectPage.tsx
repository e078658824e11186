import { useState } from 'react';
import { Alert, Button, Card, Form, Select, Skeleton } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { categoryName } from '../../../../components/quality';
import { qualityPublic } from '../../endpoints';
import { SimulationScope } from '../components/SimulationScope';
import { SimulationSteps } from '../components/Steps';
import { SIMULATION_PATHS } from '../paths';

/** /economy/economySelect — choose the product category and the grade, download the grade's template, go on to upload. */
export default function EconomySelectPage() {
  const { t, i18n } = useTranslation('qualitySimulation');
  const navigate = useNavigate();
  const answer = useRemote((signal) => call(qualityPublic.steelResources, {}, { signal }), 'resources');
  const [categoryId, setCategoryId] = useState<number>();
  const [gradeId, setGradeId] = useState<number>();
  const categories = answer.data ?? [];
  const category = categories.find((item) => item.id === categoryId);
  const grade = category?.grades.find((item) => item.id === gradeId);

  return (
    <SimulationScope testId="quality-select" signedIn>
      <h1>{t('select.title')}</h1>
      <SimulationSteps current="choose" />
      {answer.loading && !answer.data ? (
        <Skeleton active />
      ) : (
        <Card>
          <Form layout="vertical" style={{ maxWidth: 560 }}>
            <Form.Item label={t('select.category')} required>
              <Select
                data-testid="quality-select-category"
                placeholder={t('select.categoryPlaceholder')}
                value={categoryId}
                options={categories.map((item) => ({ value: item.id, label: categoryName(item, i18n.language) }))}
                onChange={(value: number) => {
                  setCategoryId(value);
                  setGradeId(undefined);
                }}
              />
            </Form.Item>
            <Form.Item label={t('select.grade')} required extra={category && category.standardCodes.length > 0 ? t('select.standards', { codes: category.standardCodes.join(', ') }) : undefined}>
              <Select
                data-testid="quality-select-grade"
                showSearch
                disabled={!category}
                placeholder={t('select.gradePlaceholder')}
                value={gradeId}
                optionFilterProp="label"
                notFoundContent={t('select.noGrades')}
                options={(category?.grades ?? []).map((item) => ({ value: item.id, label: `${item.name} (${item.standardCode})` }))}
                onChange={(value: number) => setGradeId(value)}
              />
            </Form.Item>
          </Form>
          {category && grade ? (
            <>
              <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('select.templateNote', { grade: grade.name, standard: grade.standardCode })} />
              <div className="at-quality-sim__actions">
                <Button icon={<DownloadOutlined />} href={SIMULATION_PATHS.template(category.id, grade.id)} data-testid="quality-select-template">
                  {t('select.downloadTemplate')}
                </Button>
                <Button type="primary" data-testid="quality-select-next" onClick={() => void navigate(SIMULATION_PATHS.upload(category.id, grade.id))}>
                  {t('select.next')}
                </Button>
              </div>
            </>
          ) : (
            <p className="at-quality-sim__muted">{t('select.chooseFirst')}</p>
          )}
        </Card>
      )}
    </SimulationScope>
  );
}
