/** What other portal features use of the accounts feature: the agreements' links (an order's technical service agreement). */
export { useAgreementLinks } from './Agreements';
