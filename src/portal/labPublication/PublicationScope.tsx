import type { ReactNode } from 'react';
import { AntdScope } from '../../components/AntdScope';
import './labPublication.css';

/** Every publication page: antd in the page's language, inside the portal's width. */
export function PublicationScope({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <AntdScope>
      <div className="at-container at-pub" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
