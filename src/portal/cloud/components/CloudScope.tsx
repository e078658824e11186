import type { ReactNode } from 'react';
import { AntdScope } from '../../../components/AntdScope';
import '../cloud.css';

/** Every cloud page: antd in the page's language, inside the portal's width. */
export function CloudScope({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <AntdScope>
      <div className="at-container at-cloud" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
