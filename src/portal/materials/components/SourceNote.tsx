import { sourceText } from '../model/format';

/** The source of a value, e.g. "GB/T 700-2006 · Table 1". */
export const SourceNote = ({ source }: { source: { code: string; ref: string } }) => (
  <span className="at-mat-source" data-testid="value-source">
    {sourceText(source)}
  </span>
);
