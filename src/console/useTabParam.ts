/** The open tab of a console page, kept in the address (`?tab=`): the same hook the shared views use. */
export { useTabInAddress as useTabParam } from '../components/useTabInAddress';
