import { Button, Card, Empty, List, Skeleton, Statistic, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { CategoryGrid } from '../components/CategoryGrid';
import { CAPABILITY_KINDS, examineContent, laboratoryPublic, testerDetailPath } from '../endpoints';
import { TESTING_PATHS } from '../paths';
import { TestingScope } from '../TestingScope';
import { catalogueCounts } from '../catalogueCounts';

const LABS_SHOWN = 12;
const PAYMENT_POINTS = ['online', 'transfer', 'balance', 'reports'] as const;

/** /cloud/cloudServer — cloud testing for companies: what can be ordered, the laboratories offering it, how payment works. */
export default function CloudServerPage() {
  const { t } = useTranslation('testing');
  const { t: tl } = useTranslation('laboratory');
  const figures = useRemote((signal) => call(examineContent.figures, {}, { signal }), 'figures');
  const counts = figures.data && catalogueCounts(figures.data);
  const labs = useRemote((signal) => call(laboratoryPublic.page, { pageNum: 1, pageSize: LABS_SHOWN }, { signal }), 'labs');

  return (
    <TestingScope testId="cloud-server">
      <header className="at-testing__hero">
        <h1>{t('server.title')}</h1>
        <p className="at-testing__muted">{t('server.intro')}</p>
      </header>

      <Card title={t('server.offered')} className="at-testing__section">
        {counts ? (
          <div className="at-testing__figures" data-testid="server-kinds">
            {CAPABILITY_KINDS.map((kind) => (
              <Statistic key={kind} title={t(`kinds.${kind}`)} value={counts.kinds[kind]} suffix={t('server.itemsSuffix')} data-testid={`server-kind-${kind}`} />
            ))}
          </div>
        ) : (
          <Skeleton active paragraph={{ rows: 1 }} />
        )}
        <CategoryGrid counts={counts} />
      </Card>

      <Card
        title={t('server.laboratories')}
        className="at-testing__section"
        extra={<Link to={TESTING_PATHS.laboratories}>{t('links.laboratories')}</Link>}
      >
        {!labs.data ? (
          <Skeleton active />
        ) : labs.data.list.length === 0 ? (
          <Empty description={t('server.noLaboratories')} />
        ) : (
          <List
            grid={{ gutter: 16, xs: 1, sm: 2, md: 3 }}
            dataSource={labs.data.list}
            data-testid="server-labs"
            renderItem={(lab) => (
              <List.Item>
                <Link to={testerDetailPath(lab.id)}>
                  <Card size="small" hoverable>
                    <div className="at-testing__category-name">{lab.name}</div>
                    <div className="at-testing__muted">{lab.city}</div>
                    <div className="at-testing__tags">
                      {lab.qualifications.map((item) => (
                        <Tag key={`${item.kind}-${item.number}`} color="blue">
                          {tl(`qualificationKinds.${item.kind}`)} {item.number}
                        </Tag>
                      ))}
                    </div>
                    <div className="at-testing__muted">{t('common.itemCount', { count: lab.capabilityCount })}</div>
                  </Card>
                </Link>
              </List.Item>
            )}
          />
        )}
      </Card>

      <Card title={t('server.payment')} className="at-testing__section">
        <ul className="at-testing__points" data-testid="server-payment">
          {PAYMENT_POINTS.map((key) => (
            <li key={key}>
              <strong>{t(`server.paymentPoints.${key}.title`)}</strong> {t(`server.paymentPoints.${key}.text`)}
            </li>
          ))}
        </ul>
      </Card>

      <div className="at-testing__actions at-testing__section">
        <Link to={TESTING_PATHS.check}>
          <Button type="primary">{t('links.check')}</Button>
        </Link>
        <Link to={TESTING_PATHS.highThroughput}>
          <Button>{t('links.highThroughput')}</Button>
        </Link>
        <Link to={TESTING_PATHS.myKits}>
          <Button>{t('links.myKits')}</Button>
        </Link>
      </div>
    </TestingScope>
  );
}
