/** The explanation of a score lives in shared code (the R&D data sets' similar grades show it too). */
export { MatchExplanation as Explanation } from '../../../components/matchExplanation/MatchExplanation';
