/**
 * Product customization (issue 18) pieces shared by the portal (src/portal/custom) and the console: the vocabulary of
 * the 'custom' namespace, the state tag, the request, the offer, milestones and progress, acceptance tests, timeline.
 */
export { CUSTOM_NS, customLabels, rangeText, useCustomLabels, type CustomLabels } from './labels';
export { CustomStateTag } from './CustomStateTag';
export { CustomRequestSummary } from './CustomRequestSummary';
export { CustomTimeline } from './CustomTimeline';
export { CustomMilestones, CustomProgressSteps } from './CustomMilestones';
export { AcceptanceTable } from './AcceptanceTable';
export { CustomOfferCard } from './CustomOfferCard';
export { FileLinks } from './FileLinks';
export { ContractDownloadButton } from './ContractDownloadButton';
