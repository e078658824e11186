import type { ReactNode } from 'react';
import { AntdScope } from '../../components/AntdScope';
import './industry.css';

/** Every industry page: antd in the page's language, inside the portal's width. */
export function IndustryScope({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <AntdScope>
      <div className="at-container at-ind" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
