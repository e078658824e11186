import type { ReactNode } from 'react';
import { AntdScope } from '../../../components/AntdScope';
import '../laboratory.css';

/** Every laboratory page: antd in the page's language, inside the portal's width. */
export function LabScope({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <AntdScope>
      <div className="at-container at-lab" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
