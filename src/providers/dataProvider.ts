import type { BaseRecord, CrudFilter, CrudSort, DataProvider } from '@refinedev/core';
import type { Page } from '@contract/result';
import type { Endpoint } from '@contract/endpoint';
import { ALL_ENDPOINTS } from '@contract/index';
import type { ResourceDefinition } from './resourceDefinition';
import { call } from './http';

/** Refine sorters → the contract's `sort=field,asc|desc` (one field). */
export const toSort = (sorters: CrudSort[] | undefined) =>
  sorters && sorters.length > 0 ? `${sorters[0].field},${sorters[0].order}` : undefined;

/** Refine `eq`/`contains` filters → plain query parameters named after the field. */
export function toFilterParams(filters: CrudFilter[] | undefined): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const filter of filters ?? []) {
    if ('field' in filter && filter.value !== undefined && filter.value !== '' && filter.value !== null) {
      params[filter.field] = filter.value;
    }
  }
  return params;
}

/**
 * Maps Refine's data methods to the endpoints each resource definition names: list → paged GET,
 * one → GET by id, create/update → POST save (update adds `id`), deleteOne → POST with `id`.
 */
export function createDataProvider(definitions: readonly ResourceDefinition[]): DataProvider {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const endpointOf = (resource: string, method: keyof ResourceDefinition['endpoints']): Endpoint => {
    const endpoint = byName.get(resource)?.endpoints[method];
    if (!endpoint) throw new Error(`Resource "${resource}" has no "${method}" endpoint`);
    return endpoint;
  };

  return {
    getApiUrl: () => '/atsteel',
    async getList({ resource, pagination, sorters, filters }) {
      const pageNum = pagination?.currentPage ?? 1;
      const pageSize = pagination?.pageSize ?? 10;
      const page = (await call(endpointOf(resource, 'list'), {
        pageNum,
        pageSize,
        sort: toSort(sorters),
        ...toFilterParams(filters),
      })) as Page<BaseRecord>;
      return { data: page.list as never[], total: page.total };
    },
    async getOne({ resource, id }) {
      return { data: (await call(endpointOf(resource, 'one'), { id: Number(id) })) as never };
    },
    async create({ resource, variables }) {
      return { data: (await call(endpointOf(resource, 'create'), variables as object)) as never };
    },
    async update({ resource, id, variables }) {
      const data = await call(endpointOf(resource, 'update'), { ...(variables as object), id: Number(id) });
      return { data: data as never };
    },
    async deleteOne({ resource, id }) {
      await call(endpointOf(resource, 'remove'), { id: Number(id) });
      return { data: { id } as never };
    },
    /**
     * Any other contract call, found by its path (e.g. `/atsteel/user/address/updateDefault`). `meta.silent`: a
     * background read whose failure the user need not see (the http client then shows nothing).
     */
    async custom({ url, payload, query, meta }) {
      const endpoint = ALL_ENDPOINTS.find((candidate) => candidate.path === url);
      if (!endpoint) throw new Error(`No contract endpoint at ${url}`);
      const input = endpoint.method === 'GET' ? query : payload;
      return { data: (await call(endpoint, input as object, { silent: meta?.silent === true })) as never };
    },
  };
}
