import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MSG } from '@contract/messages';
import { message } from '../../../providers/i18n';
import { useContrast } from '../useContrast';
import type { ContrastOutput } from '../model/types';
import { MATCHING_PATHS } from '../paths';
import { LoadState } from './LoadState';

/**
 * The pages built on a contrast of the grades in the address: fewer than two grades → 'at least two data
 * items must be selected'; then loading, failure, or the page's view of the answer.
 */
export function ContrastGate({ children }: { children: (contrast: ContrastOutput, search: string) => ReactNode }) {
  const { t } = useTranslation('matching');
  const { query, remote } = useContrast();
  const { search } = useLocation();
  if (query.ids.length < 2) {
    return (
      <Alert
        type="warning"
        showIcon
        message={message(MSG.compareAtLeastTwo)}
        description={<Link to={MATCHING_PATHS.form}>{t('compare.backToMatching')}</Link>}
        data-testid="contrast-problem"
      />
    );
  }
  if (!remote.data) return <LoadState remote={remote} />;
  return <>{children(remote.data, search)}</>;
}
