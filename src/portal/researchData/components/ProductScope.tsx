import type { ReactNode } from 'react';
import { AntdScope } from '../../../components/AntdScope';
import '../researchData.css';

/** Every data product page: antd in the page's language (with the App context the request form needs), in the portal's width. */
export function ProductScope({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <AntdScope>
      <div className="at-container at-rdp" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
