import type { ReactNode } from 'react';
import { AntdScope } from '../../components/AntdScope';
import './library.css';

/** Every library page: antd in the page's language, inside the portal's width. */
export function LibraryScope({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <AntdScope>
      <div className="at-container at-library" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
