import type { Endpoint, EndpointRef } from '@contract/endpoint';
import type { intelligentMatching } from '@contract/endpoints/intelligentMatching';

/**
 * The matching calls, as light references (method and path, typed by the endpoint): pages that only show
 * results stay free of zod. endpoints.test.ts checks each against the contract.
 */
const ref = <E extends Endpoint>(method: E['method'], path: E['path']): EndpointRef<E> => ({ method, path });

type Api = typeof intelligentMatching;

export const matchingApi = {
  condition: ref<Api['condition']>('GET', '/atsteel/intelligentMatching/condition'),
  steelList: ref<Api['steelList']>('GET', '/atsteel/intelligentMatching/steelList'),
  results: ref<Api['results']>('POST', '/atsteel/intelligentMatching/results'),
  contrast: ref<Api['contrast']>('POST', '/atsteel/intelligentMatching/contrast'),
  weldingResults: ref<Api['weldingResults']>('POST', '/atsteel/intelligentMatching/weldingResults'),
};
