import type { FastifyInstance } from 'fastify';
import { API, MSG, type DataSetDetail } from '@contract';
import { fileRoute } from '../../../http/fileRoute';
import { route } from '../../../http/route';
import { systemClock } from '../../../deps';
import { grantReads } from '../../files/service';
import { matchingFor } from '../../matching/service';
import type { ResearchContext } from '../context';
import { exportDataSet } from '../service/exports';
import { dataSetFileReader, setAttachments } from '../service/files';
import { importCommit, importPreview } from '../service/imports';
import { similarGrades } from '../service/similar';

const { researchData } = API;

// A data set's data files and attachments are read by whoever may read its rows (once per process).
const fileReader = dataSetFileReader(() => systemClock.now());
grantReads('researchDataFile', fileReader);
grantReads('researchAttachment', fileReader);

/** Import (preview, commit), attachments, export and similar-material matching of R&D data sets. */
export function importRoutes(app: FastifyInstance, context: ResearchContext) {
  // The matching engine's state (its grade index, built on first use) for similar-material matching.
  const matching = matchingFor(context);
  route(app, researchData.importPreview, ({ input, user }) => importPreview(context, user, input));
  route(app, researchData.importCommit, ({ input, user }) => importCommit(context, user, input), {
    successMessage: MSG.researchDataImported,
    successParams: (detail: DataSetDetail) => ({ count: detail.rowCount }),
  });
  route(app, researchData.files, ({ input, user }) => setAttachments(context, user, input), { successMessage: MSG.researchDataSaved });
  fileRoute(app, researchData.export, ({ input, user }) => exportDataSet(context, user, input));
  route(app, researchData.similar, ({ input, user }) => similarGrades(context, matching, user, input.id));
}
