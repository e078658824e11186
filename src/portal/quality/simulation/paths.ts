import { QUALITY_PATHS } from '../endpoints';
export { loginPath } from '../../../components/loginPath';

/** The simulation's addresses with their query (each also under /en through the router's basename). */
export const SIMULATION_PATHS = {
  home: QUALITY_PATHS.home,
  method: QUALITY_PATHS.method,
  select: QUALITY_PATHS.select,
  upload: (categoryId: number, gradeId: number) => `${QUALITY_PATHS.upload}?categoryId=${categoryId}&gradeId=${gradeId}`,
  preview: (submissionId: number) => `${QUALITY_PATHS.preview}?id=${submissionId}`,
  complete: (submissionId: number) => `${QUALITY_PATHS.complete}?id=${submissionId}`,
  apply: (submissionId: number) => `${QUALITY_PATHS.apply}?submissionId=${submissionId}`,
  correct: (applicationId: number) => `${QUALITY_PATHS.apply}?id=${applicationId}`,
  applied: (applicationId: number) => `${QUALITY_PATHS.applied}?id=${applicationId}`,
  ranking: QUALITY_PATHS.ranking,
  line: QUALITY_PATHS.line,
  myApplications: QUALITY_PATHS.myApplications,
  /** The grade's XLSX template, answered by the server as an attachment (public: a plain link). */
  template: (categoryId: number, gradeId: number) => `/atsteel/qc/downloadTemplate?categoryId=${categoryId}&gradeId=${gradeId}`,
} as const;

