/** The public calls of the content pages (the portal never calls `contentAdmin`). */
export { contentPublic, CONTENT_PATHS, type ArticleCard, type ArticleDetail, type CatalogueNode, type ContentKind } from '@contract/endpoints/content';
export { fileViewUrl } from '@contract/endpoints/files';
export { idFrom } from '../../components/pagedList/addressId';
