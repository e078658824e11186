import type { ReactNode } from 'react';
import { AntdScope } from '../../components/AntdScope';
import './research.css';

/** Every research page: antd in the page's language, inside the portal's width. */
export function ResearchScope({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <AntdScope>
      <div className="at-container at-research" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
