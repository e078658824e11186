import { useState } from 'react';
import { Button, Card, Empty, List, Pagination, Rate, Skeleton, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatBeijing } from '../../../components/format/beijingTime';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { examineContent, orderPublic, type DetectionItem } from '../endpoints';
import { TESTING_PATHS } from '../paths';
import { useNameOf } from '../text';
import '../testing.css';

const ITEMS_SHOWN = 10;
const EVALUATIONS_PER_PAGE = 5;

/** The catalogue items a laboratory offers, and ordering tests from it. */
function OfferedItems({ laboratoryId }: { laboratoryId: number }) {
  const { t } = useTranslation('testing');
  const nameOf = useNameOf();
  const answer = useRemote((signal) => call(examineContent.list, { laboratoryId, pageNum: 1, pageSize: ITEMS_SHOWN }, { signal, silent: true }), String(laboratoryId));
  if (!answer.data) return answer.error ? null : <Skeleton active paragraph={{ rows: 2 }} />;
  if (answer.data.total === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lab.noItems')} />;
  return (
    <>
      <Table<DetectionItem> rowKey="id" dataSource={answer.data.list} pagination={false} size="small" scroll={{ x: true }} data-testid="lab-order-items">
        <Table.Column<DetectionItem> title={t('fields.item')} render={(_, row) => nameOf(row)} />
        <Table.Column<DetectionItem> title={t('fields.kind')} render={(_, row) => t(`kinds.${row.kind}`)} />
        <Table.Column<DetectionItem> title={t('fields.standards')} render={(_, row) => row.standards.join(' / ')} />
      </Table>
      {answer.data.total > ITEMS_SHOWN && <p className="at-testing__muted">{t('lab.moreItems', { count: answer.data.total })}</p>}
    </>
  );
}

/** What customers said about the laboratory's completed orders, newest first. */
function Evaluations({ laboratoryId }: { laboratoryId: number }) {
  const { t } = useTranslation('testing');
  const [pageNum, setPageNum] = useState(1);
  const answer = useRemote(
    (signal) => call(orderPublic.evaluations, { laboratoryId, pageNum, pageSize: EVALUATIONS_PER_PAGE }, { signal, silent: true }),
    `${laboratoryId}#${pageNum}`,
  );
  const page = answer.data ?? answer.latest;
  if (!page) return answer.error ? null : <Skeleton active paragraph={{ rows: 2 }} />;
  if (page.total === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lab.noEvaluations')} />;
  return (
    <>
      <List
        dataSource={page.list}
        data-testid="lab-evaluations"
        renderItem={(evaluation) => (
          <List.Item key={evaluation.orderNo}>
            <List.Item.Meta
              title={
                <>
                  <Rate disabled value={evaluation.stars} style={{ fontSize: 14 }} /> <span className="at-testing__muted">{evaluation.customer}</span>
                </>
              }
              description={`${formatBeijing(evaluation.evaluateTime)} · ${t('lab.orderNo', { orderNo: evaluation.orderNo })}`}
            />
            {evaluation.text}
          </List.Item>
        )}
      />
      {page.total > EVALUATIONS_PER_PAGE && (
        <Pagination size="small" current={pageNum} pageSize={EVALUATIONS_PER_PAGE} total={page.total} showSizeChanger={false} onChange={setPageNum} />
      )}
    </>
  );
}

/** On a laboratory's page: "Order tests from this laboratory" (its offered items, a way to pick them) and its evaluations. */
export function LabOrderSection({ laboratoryId }: { laboratoryId: number }) {
  const { t } = useTranslation('testing');
  return (
    <>
      <Card
        title={t('lab.title')}
        className="at-testing__section"
        data-testid="lab-order-section"
        extra={
          <Link to={TESTING_PATHS.checkWithLab(laboratoryId)} data-testid="lab-order-tests">
            <Button type="primary" size="small">
              {t('lab.order')}
            </Button>
          </Link>
        }
      >
        <OfferedItems laboratoryId={laboratoryId} />
      </Card>
      <Card title={t('lab.evaluations')} className="at-testing__section">
        <Evaluations laboratoryId={laboratoryId} />
      </Card>
    </>
  );
}
