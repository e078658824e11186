import type { ContentKind } from './endpoints/content';

/**
 * The portal's addresses of the public content (lists, and one article of a kind by id). Types only from the
 * contract, so the home page can link without loading zod.
 */
export const CONTENT_PATHS = {
  news: '/other/journalismList',
  stories: '/other',
  solutions: '/solution',
  help: '/help',
  helpList: (catalogueId?: number) => (catalogueId ? `/help/helpList?catalogueId=${catalogueId}` : '/help/helpList'),
  records: '/help/recordList',
  about: '/aboutUs',
  article: (kind: ContentKind, id: number): string => {
    switch (kind) {
      case 'news':
        return `/other/journalismDetail?id=${id}`;
      case 'story':
        return `/other/storyDetail?id=${id}`;
      case 'solution':
        return `/solution/${id}`;
      case 'help':
      case 'record':
        return `/help/${id}`;
      default:
        return `/other/${id}`;
    }
  },
};
