import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idInput, okOutput, pageOf, pageQuery } from '../envelope';
import { idField, idQuery } from '../fields';
import { MSG, type MessageKey } from '../messages';
import { PERMISSIONS } from '../permissions';

/**
 * What approved laboratories publish about themselves (issue 14, "remote research"): service cases, processing
 * drawings, their testers and engineers, and their documents. One table (`laboratory_publications`), one
 * `kind` per row; the fields each kind uses and requires are declared here, once, for the server and the forms.
 *
 * - case: title, subtitle (industry or material), summary, body (the case in plain text), picture optional
 * - drawing: title, subtitle (standard, e.g. GB/T 228.1), file (PDF or image) required, summary and picture optional
 * - person: title (name), subtitle (position), summary (specialty), body (profile), picture (photo) optional
 * - document: title, subtitle (category), summary, file required, body optional
 *
 * Pictures are `labPicture` uploads, files `labFile` uploads, both of the publishing laboratory's company.
 * The public sees only what approved laboratories publish; a laboratory manages only its own rows (another's
 * answers 404 like a missing one).
 */
export const PUBLICATION_KINDS = ['case', 'drawing', 'person', 'document'] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];

export const PUBLICATION_LIMITS = {
  titleMax: 200,
  subtitleMax: 200,
  summaryMax: 1000,
  bodyMax: 20000,
  /** Rows one laboratory may keep per kind. */
  perKindMax: 200,
  keywordMax: 100,
} as const;

/** A drawing is read on screen or printed: PDF or an image (the other `labFile` types are for documents). */
export const DRAWING_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

const L = PUBLICATION_LIMITS;
const required = (message: MessageKey, max: number) => z.string({ message }).trim().min(1, message).max(max, MSG.valueTooLong);
const optional = (max: number) => z.string().trim().max(max, MSG.valueTooLong).optional().default('');
const picture = z.uuid({ message: MSG.publicationPictureInvalid }).nullable().optional().default(null);
const file = z.string({ message: MSG.publicationFileRequired }).min(1, MSG.publicationFileRequired).pipe(z.uuid({ message: MSG.publicationFileInvalid }));
const id = idField.optional();

export const caseInput = z.object({
  id,
  kind: z.literal('case'),
  title: required(MSG.publicationTitleRequired, L.titleMax),
  subtitle: required(MSG.publicationIndustryRequired, L.subtitleMax),
  summary: required(MSG.publicationSummaryRequired, L.summaryMax),
  body: required(MSG.publicationBodyRequired, L.bodyMax),
  pictureId: picture,
});
export const drawingInput = z.object({
  id,
  kind: z.literal('drawing'),
  title: required(MSG.publicationTitleRequired, L.titleMax),
  subtitle: required(MSG.publicationStandardRequired, L.subtitleMax),
  summary: optional(L.summaryMax),
  fileId: file,
  pictureId: picture,
});
export const personInput = z.object({
  id,
  kind: z.literal('person'),
  title: required(MSG.publicationNameRequired, L.titleMax),
  subtitle: required(MSG.publicationPositionRequired, L.subtitleMax),
  summary: required(MSG.publicationSpecialtyRequired, L.summaryMax),
  body: required(MSG.publicationProfileRequired, L.bodyMax),
  pictureId: picture,
});
export const documentInput = z.object({
  id,
  kind: z.literal('document'),
  title: required(MSG.publicationTitleRequired, L.titleMax),
  subtitle: required(MSG.publicationCategoryRequired, L.subtitleMax),
  summary: required(MSG.publicationSummaryRequired, L.summaryMax),
  body: optional(L.bodyMax),
  fileId: file,
});

/** Each kind's form, for the browser's field rules. */
export const PUBLICATION_INPUTS = { case: caseInput, drawing: drawingInput, person: personInput, document: documentInput } as const;
/** Which kinds carry a file (downloadable) and which may show a picture. */
export const KINDS_WITH_FILE: readonly PublicationKind[] = ['drawing', 'document'];
export const KINDS_WITH_PICTURE: readonly PublicationKind[] = ['case', 'drawing', 'person'];

export const publicationInput = z.discriminatedUnion('kind', [caseInput, drawingInput, personInput, documentInput], {
  message: MSG.publicationKindInvalid,
});
export type PublicationInput = z.input<typeof publicationInput>;

/** The stored file a drawing or a document offers for download. */
export const publicationFile = z.object({ name: z.string(), contentType: z.string(), size: z.number().int() });

/** A row of a public list (the body, up to 20 000 characters, only on the detail). */
export const publicationCard = z.object({
  id: z.number().int(),
  kind: z.enum(PUBLICATION_KINDS),
  title: z.string(),
  subtitle: z.string(),
  summary: z.string(),
  pictureId: z.string().nullable(),
  file: publicationFile.nullable(),
  laboratoryId: z.number().int(),
  laboratoryName: z.string(),
  publishTime: z.string(),
  updateTime: z.string(),
});
export type PublicationCard = z.infer<typeof publicationCard>;

export const publicationDetail = publicationCard.extend({ body: z.string() });
export type PublicationDetail = z.infer<typeof publicationDetail>;

/** What the laboratory itself sees of its rows (with the ids of its files, for the form). */
export const labPublication = publicationDetail.extend({ fileId: z.string().nullable() });
export type LabPublication = z.infer<typeof labPublication>;

const keyword = z.string().trim().max(L.keywordMax, MSG.valueTooLong).optional();
export const publicPublicationQuery = pageQuery.extend({ keyword, laboratoryId: idQuery.optional() });
export const labPublicationQuery = pageQuery.extend({ keyword, kind: z.enum(PUBLICATION_KINDS, { message: MSG.publicationKindInvalid }).optional() });

const publicPage = (kind: string, path: string, what: string) =>
  defineEndpoint({
    method: 'GET',
    path: `/atsteel/cloudService/${path}/page` as const,
    input: publicPublicationQuery,
    output: pageOf(publicationCard),
    access: 'public',
    summary: `${what} of approved laboratories, newest first; \`keyword\` searches ${kind}, \`laboratoryId\` keeps one laboratory's`,
  });
const publicDetail = (path: string, what: string) =>
  defineEndpoint({
    method: 'GET',
    path: `/atsteel/cloudService/${path}/detail` as const,
    input: idInput,
    output: publicationDetail,
    access: 'public',
    summary: `One ${what} of an approved laboratory`,
  });
const publicDownload = (path: string, what: string) =>
  defineEndpoint({
    method: 'GET',
    path: `/atsteel/cloudService/${path}/download` as const,
    input: idInput,
    output: z.unknown(),
    access: 'public',
    blob: true,
    summary: `The file of one ${what} of an approved laboratory, as an attachment (its name in content-disposition)`,
  });

/** Everyone: what approved laboratories publish (spec §7 `cloudService: case/page, case/detail, drawing/page, drawing/download`). */
export const labPublicationPublic = {
  casePage: publicPage('titles, industries and summaries', 'case', 'Service cases'),
  caseDetail: publicDetail('case', 'service case'),
  drawingPage: publicPage('titles and standards', 'drawing', 'Processing drawings'),
  drawingDownload: publicDownload('drawing', 'processing drawing'),
  personPage: publicPage('names, positions and specialties', 'person', 'Testers and engineers'),
  personDetail: publicDetail('person', 'tester or engineer'),
  documentPage: publicPage('titles, categories and summaries', 'document', 'Documents'),
  documentDetail: publicDetail('document', 'document'),
  documentDownload: publicDownload('document', 'document'),
};

const operate = PERMISSIONS.laboratoryOperate;

/** The laboratory's side: an approved laboratory's own rows only (409 before approval, 404 for another's). */
export const labPublicationManage = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/laboratory/publication/page',
    input: labPublicationQuery,
    output: pageOf(labPublication),
    access: operate,
    summary: "The caller's laboratory's publications of one `kind` (or all), newest first",
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/atsteel/laboratory/publication/get',
    input: idInput,
    output: labPublication,
    access: operate,
    summary: "One of the caller's laboratory's publications",
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/atsteel/laboratory/publication/save',
    input: publicationInput,
    output: labPublication,
    access: operate,
    summary: `Publish a case, drawing, person or document (without \`id\`), or change one (the kind stays); at most ${L.perKindMax} per kind`,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/laboratory/publication/delete',
    input: z.object({ id: idField }),
    output: okOutput,
    access: operate,
    summary: "Delete one of the caller's laboratory's publications (and its files)",
  }),
};

/** The public pages of the publications (each also under /en). */
export const PUBLICATION_PATHS = {
  cases: '/cloud/cloudCase',
  case: (id: number) => `/cloudCaseDetail?id=${id}`,
  drawings: '/cloud/processingDrawings',
  people: '/cloud/userList',
  person: (id: number) => `/cloud/userDetail?id=${id}`,
  documents: '/cloud/fileManage/list',
  document: (id: number) => `/cloud/fileManage/detail?id=${id}`,
};
