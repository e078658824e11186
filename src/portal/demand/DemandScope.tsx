import type { ReactNode } from 'react';
import { AntdScope } from '../../components/AntdScope';
import './demand.css';

/** Every demand page: antd in the page's language, inside the portal's width. */
export function DemandScope({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <AntdScope>
      <div className="at-container at-demand" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
