import type { ReactNode } from 'react';
import { MaterialsScope } from '../../materials';
import '../matching.css';

/** Every matching page: the materials pages' antd scope (theme, language, comparison board) and this feature's styles. */
export const MatchingScope = ({ children }: { children: ReactNode }) => <MaterialsScope>{children}</MaterialsScope>;
