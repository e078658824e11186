import { PUBLICATION_PATHS } from './endpoints';

/**
 * The documents have two addresses (spec: /cloud/fileManage/* and /fileManage/*): a page keeps the reader under
 * the one it was opened from.
 */
const underCloud = (pathname: string) => pathname.startsWith('/cloud/');

export const documentListPath = (pathname: string) => (underCloud(pathname) ? PUBLICATION_PATHS.documents : '/fileManage/list');
export const documentPath = (pathname: string, id: number) => (underCloud(pathname) ? PUBLICATION_PATHS.document(id) : `/fileManage/detail?id=${id}`);
