/** The public calls of the publication pages (the portal never calls the laboratory's `labPublicationManage`). */
export {
  labPublicationPublic,
  PUBLICATION_PATHS,
  type PublicationCard,
  type PublicationDetail,
  type PublicationKind,
} from '@contract/endpoints/labPublication';
export { fileViewUrl } from '@contract/endpoints/files';
export { testerDetailPath } from '@contract/endpoints/laboratoryCommon';
