import type { ReactNode } from 'react';
import { AntdScope } from '../../components/AntdScope';
import './testing.css';

/** Every cloud testing page: antd in the page's language, inside the portal's width. */
export function TestingScope({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <AntdScope>
      <div className="at-container at-testing" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
