import type { ReactNode } from 'react';
import { AntdScope } from '../../components/AntdScope';
import './custom.css';

/** Every customization page: antd in the page's language, inside the portal's width. */
export function CustomScope({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <AntdScope>
      <div className="at-container at-custom" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
