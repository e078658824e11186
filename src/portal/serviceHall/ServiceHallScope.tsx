import type { ReactNode } from 'react';
import { AntdScope } from '../../components/AntdScope';
import './serviceHall.css';

/** Every service hall page: antd in the page's language, inside the portal's width. */
export function ServiceHallScope({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <AntdScope>
      <div className="at-container at-hall" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
