import type { Endpoint, EndpointRef, OutputOf } from '@contract/endpoint';
import type { contentPublic } from '@contract/endpoints/content';
import type { homePage } from '@contract/endpoints/homePage';

const ref = <E extends Endpoint>(method: E['method'], path: E['path']): EndpointRef<E> => ({ method, path });

/**
 * The calls of the home page's sections, by method and path with the contract's types only, so the home page
 * never loads zod (first-load budget); homeCalls.test.ts checks each against its endpoint.
 */
export const HOME_CALLS = {
  sections: ref<typeof homePage.listLoactionConfig>('GET', '/atsteel/homePage/listLoactionConfig'),
  news: ref<typeof homePage.getNews>('GET', '/atsteel/homePage/getNews'),
  library: ref<typeof homePage.getTechnologyLibrary>('GET', '/atsteel/homePage/getTechnologyLibrary'),
  hot: ref<typeof homePage.getHotData>('GET', '/atsteel/homePage/getHotData'),
  covers: ref<typeof contentPublic.covers>('GET', '/atsteel/other/cover/list'),
};

/** What the sections show: every call's answer (an empty one when a call failed, so its section hides). */
export interface HomeData {
  covers: OutputOf<typeof contentPublic.covers>;
  news: OutputOf<typeof homePage.getNews>;
  hot: OutputOf<typeof homePage.getHotData>;
  library: OutputOf<typeof homePage.getTechnologyLibrary>;
}

/** A public stored picture (contract files.view), without loading the files contract. */
export const FILE_VIEW_PATH = '/atsteel/SystemManager/file/view';
export const pictureSrc = (id: string) => `${FILE_VIEW_PATH}?id=${encodeURIComponent(id)}`;
