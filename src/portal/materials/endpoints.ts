import type { Endpoint, EndpointRef } from '@contract/endpoint';
import type { materialsApi } from '@contract/endpoints/materials';
import type { collections as Collections, dataSets as DataSets, hotData as HotData, searchHistory as SearchHistory } from '@contract/endpoints/materialsUsage';
import { MATERIAL_GROUPS, type MaterialType } from './model/constants';

/**
 * The contract endpoints this feature calls, as light references (method and path, typed by the endpoint;
 * see contract/lightRoutes.ts): the pages stay free of zod. endpoints.test.ts checks each against the contract.
 */
const ref = <E extends Endpoint>(method: E['method'], path: E['path']): EndpointRef<E> => ({ method, path });

type Grades = (typeof materialsApi)['steel'];

function gradeRefs(type: MaterialType) {
  const base = `/atsteel/${MATERIAL_GROUPS[type]}` as const;
  return {
    detail: ref<Grades['detail']>('GET', `${base}/detail`),
    datasheet: ref<Grades['datasheet']>('GET', `${base}/datasheet`),
    standDetail: ref<Grades['standDetail']>('GET', `${base}/standDetail`),
    materialProperties: ref<Grades['materialProperties']>('GET', `${base}/materialProperties`),
    conditions: ref<Grades['conditions']>('GET', `${base}/conditions`),
    search: ref<Grades['search']>('POST', `${base}/search`),
    comparison: ref<Grades['comparison']>('POST', `${base}/comparison`),
    getSpecExtend: ref<Grades['getSpecExtend']>('POST', `${base}/getSpecExtend`),
  };
}

const GRADES = { steel: gradeRefs('steel'), welding: gradeRefs('welding'), aluminium: gradeRefs('aluminium') };
export const gradeEndpoints = (type: MaterialType) => GRADES[type];

export const hotData = {
  listHotSteel: ref<typeof HotData.listHotSteel>('GET', '/atsteel/hot/data/listHotSteel'),
  listHotBrand: ref<typeof HotData.listHotBrand>('GET', '/atsteel/hot/data/listHotBrand'),
  listHotKeywords: ref<typeof HotData.listHotKeywords>('GET', '/atsteel/hot/data/listHotKeywords'),
  listHotPurpose: ref<typeof HotData.listHotPurpose>('GET', '/atsteel/hot/data/listHotPurpose'),
};

export const searchHistory = {
  saveRecode: ref<typeof SearchHistory.saveRecode>('POST', '/atsteel/searchHistory/saveRecode'),
  getRecode: ref<typeof SearchHistory.getRecode>('GET', '/atsteel/searchHistory/getRecode'),
  delRecode: ref<typeof SearchHistory.delRecode>('POST', '/atsteel/searchHistory/delRecode'),
};

export const collections = {
  saveCollection: ref<typeof Collections.saveCollection>('POST', '/atsteel/myData/saveCollection'),
  deleteCollection: ref<typeof Collections.deleteCollection>('POST', '/atsteel/myData/deleteCollection'),
};

export const dataSets = {
  list: ref<typeof DataSets.list>('GET', '/atsteel/zhj/dataSet/list'),
  rows: ref<typeof DataSets.rows>('GET', '/atsteel/zhj/dataSet/rows'),
};
