import { Button, Col, Descriptions, Result, Row, Skeleton, Table } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { standardPartsApi as standardParts, type PartRow } from '@contract/endpoints/documents';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { PartDrawing } from '../PartDrawing';
import { shown, usePageLanguage } from '../text';

/** /commonParts/details?standard= — one standard's dimension table, what each symbol means (with a drawing) and the source. */
export default function CommonPartDetailPage() {
  const { t } = useTranslation('documents');
  const language = usePageLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const standardNo = params.get('standard') ?? '';
  const answer = useRemote(
    (signal) => (standardNo ? call(standardParts.getDetail, { standardNo }, { signal, silent: true }) : Promise.reject(new Error('no standard'))),
    `standard#${standardNo}`,
  );
  const back = <Button onClick={() => void navigate('/commonParts/list')}>{t('parts.backToCommon')}</Button>;
  if (!standardNo || answer.error !== undefined) return <Result status="warning" title={t('parts.notFound')} extra={back} />;
  const detail = answer.data;
  if (!detail) return <Skeleton active style={{ padding: 24 }} />;
  return (
    <div className="at-container" style={{ padding: '24px 16px' }} data-testid="common-part-detail">
      <header style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
        <h1>
          {detail.standardNo} {shown(language, detail.nameZh, detail.nameEn)}
        </h1>
        {back}
      </header>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('parts.family')}>{t(`parts.families.${detail.family}`)}</Descriptions.Item>
            <Descriptions.Item label={t('parts.equivalents')}>{detail.equivalents.join(', ')}</Descriptions.Item>
            <Descriptions.Item label={t('parts.source')}>{detail.source}</Descriptions.Item>
            {detail.symbols.map((symbol) => (
              <Descriptions.Item key={symbol.symbol} label={symbol.symbol}>
                {symbol[language]}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Col>
        <Col xs={24} md={12}>
          <h3>{t('parts.drawing')}</h3>
          <PartDrawing family={detail.family} title={shown(language, detail.nameZh, detail.nameEn)} />
        </Col>
      </Row>
      <p style={{ marginTop: 16 }}>{t('parts.unit')}</p>
      <Table<PartRow>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={detail.rows}
        columns={[
          { title: t('parts.size'), dataIndex: 'size' },
          ...detail.symbols.map((symbol) => ({
            title: <abbr title={symbol[language]}>{symbol.symbol}</abbr>,
            key: symbol.symbol,
            align: 'right' as const,
            render: (_value: unknown, row: PartRow) => row.dimensions[symbol.symbol] ?? '—',
          })),
        ]}
      />
    </div>
  );
}
