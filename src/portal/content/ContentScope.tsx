import type { ReactNode } from 'react';
import { AntdScope } from '../../components/AntdScope';
import './content.css';

/** Every content page: antd in the page's language, inside the portal's width. */
export function ContentScope({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <AntdScope>
      <div className="at-container at-content" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
