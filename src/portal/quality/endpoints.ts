/** The calls and shapes of the quality ranking pages (portal). */
export {
  qualityPublic,
  qualitySimulation,
  qualityApply,
  applicationInput,
  QUALITY_PATHS,
  QUALITY_LIMITS,
  QUALITY_INDICATORS,
  QUALITY_USER_TYPES,
  QUALITY_APPLICATION_STATES,
  QUALITY_SAMPLE_FIELDS,
  type QualityIndicator,
  type QualityUserType,
  type QualityCategory,
  type QualityMethodOutput,
  type LineScoreOutput,
  type GradeLimitsOutput,
  type ParseResult,
  type Submission,
  type QualityApplicationDetail,
  type LineSummary,
  // Rankings, lines and reports (src/portal/quality/ranking).
  type EnterpriseRank,
  type EnterpriseDetail,
  type LineDetail,
} from '@contract/endpoints/quality';
// Buying a line's report (src/portal/quality/ranking).
export { payment, isPaidState, type PaymentOrderDetail } from '@contract/endpoints/payment';
