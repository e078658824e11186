import { Button, Result, Skeleton } from 'antd';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../providers/session';
import { loginPath, TESTING_PATHS } from '../paths';
import { TestingScope } from '../TestingScope';
import { OrderBuilder } from './OrderBuilder';
import { useBuilderStart } from './useBuilderStart';

/** The builder's page for a signed-in user (a visitor signs in first and comes back), once its start is known. */
export function BuilderPage({ batch }: { batch: boolean }) {
  const { t } = useTranslation('testing');
  const location = useLocation();
  const [params] = useSearchParams();
  const { token } = useSession();
  const answer = useBuilderStart(params, batch, Boolean(token));
  const prefix = batch ? 'batch' : 'builder';

  if (!token) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;

  const head = (
    <header className="at-testing__head">
      <div>
        <h1>{t(`${prefix}.title`)}</h1>
        <p className="at-testing__muted">{t(`${prefix}.intro`)}</p>
      </div>
      <Link to={batch ? TESTING_PATHS.builder : TESTING_PATHS.highThroughput}>{t(batch ? 'links.builder' : 'links.highThroughput')}</Link>
    </header>
  );
  let body;
  if (answer.error !== undefined || answer.data?.notEditable) {
    body = (
      <Result
        status="warning"
        title={t(answer.data?.notEditable ? 'builder.notEditable' : 'builder.notFound')}
        extra={
          <Link to={answer.data?.notEditable ? TESTING_PATHS.myOrders : TESTING_PATHS.check}>
            <Button>{t(answer.data?.notEditable ? 'links.myOrders' : 'links.check')}</Button>
          </Link>
        }
        data-testid="builder-unavailable"
      />
    );
  } else if (!answer.data?.start) {
    body = <Skeleton active />;
  } else {
    body = <OrderBuilder key={params.toString()} start={answer.data.start} batch={batch} />;
  }
  return (
    <TestingScope testId={batch ? 'high-throughput' : 'check-list'}>
      {head}
      {body}
    </TestingScope>
  );
}
