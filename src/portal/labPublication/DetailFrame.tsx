import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../components/useRemote';
import { call } from '../../providers/http';
import { labPublicationPublic, type PublicationDetail } from './endpoints';
import { PublicationScope } from './PublicationScope';
import { idFrom } from './text';

type DetailEndpoint = typeof labPublicationPublic.caseDetail | typeof labPublicationPublic.personDetail | typeof labPublicationPublic.documentDetail;

/** One published item by `?id=` (or the path's `:id`): loading, 'not found', or the item with a way back to its list. */
export function DetailFrame({
  endpoint,
  listPath,
  testId,
  children,
}: {
  endpoint: DetailEndpoint;
  listPath: string;
  testId: string;
  children: (item: PublicationDetail, back: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('labPublication');
  const navigate = useNavigate();
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const id = idFrom(pathId ?? params.get('id'));
  const answer = useRemote(
    (signal) => (id ? call(endpoint, { id }, { signal, silent: true }) : Promise.reject(new Error('no id'))),
    `${endpoint.path}#${id}`,
  );
  const back = <Button onClick={() => void navigate(listPath)}>{t('common.back')}</Button>;
  return (
    <PublicationScope testId={testId}>
      {!id || answer.error !== undefined ? (
        <div data-testid="publication-not-found">
          <Result status="warning" title={t('common.notFound')} extra={back} />
        </div>
      ) : !answer.data ? (
        <Skeleton active />
      ) : (
        children(answer.data, back)
      )}
    </PublicationScope>
  );
}
