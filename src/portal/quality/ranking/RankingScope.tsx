import type { ReactNode } from 'react';
import { AntdScope } from '../../../components/AntdScope';
import './ranking.css';

/** Every ranking page: antd in the page's language, in the portal's width. */
export function RankingScope({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <AntdScope>
      <div className="at-container at-qrank" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
