/** Shared parts of the quality ranking pages (simulation, rankings, reports). */
export { ScoreBreakdown } from './ScoreBreakdown';
export { Improvements } from './Improvements';
export { LimitsTable } from './LimitsTable';
export { IndicatorName, categoryName } from './IndicatorName';
export { indicatorValue, percent, points } from './format';
export { ReportDownloadButton } from './ReportDownloadButton';
