import type { ReactNode } from 'react';
import { AntdScope } from '../../components/AntdScope';
import './ai.css';

/** Every AI page: antd in the page's language, inside the portal's width. */
export function AiScope({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <AntdScope>
      <div className="at-container at-ai" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
