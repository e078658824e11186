import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userAddress } from '@contract/endpoints/address';
import { PERMISSIONS } from '@contract/permissions';
import { createDataProvider, toFilterParams, toSort } from './dataProvider';
import { defineResource } from './resourceDefinition';

const call = vi.hoisted(() => vi.fn());
vi.mock('./http', () => ({ call }));

/** A resource as src/resources defines them (the delivery addresses'), without pages. */
const deliveryAddress = defineResource({
  name: 'deliveryAddress',
  route: '/my/deliveryAddress',
  permission: PERMISSIONS.addressManage,
  endpoints: {
    list: userAddress.getAddress,
    one: userAddress.getAddressDetail,
    create: userAddress.saveAddress,
    update: userAddress.saveAddress,
    remove: userAddress.deleteAddress,
  },
  pages: { list: () => null },
});
const provider = createDataProvider([deliveryAddress]);
const resource = 'deliveryAddress';

describe('dataProvider', () => {
  beforeEach(() => call.mockReset());

  it('getList → paged GET with pageNum, pageSize, sort and filters; returns list and total', async () => {
    call.mockResolvedValue({ list: [{ id: 1 }], total: 31, pageNum: 3, pageSize: 15 });
    const result = await provider.getList({
      resource,
      pagination: { currentPage: 3, pageSize: 15 },
      sorters: [{ field: 'updateTime', order: 'desc' }],
      filters: [{ field: 'consignee', operator: 'contains', value: '李' }],
    });
    expect(call).toHaveBeenCalledWith(userAddress.getAddress, { pageNum: 3, pageSize: 15, sort: 'updateTime,desc', consignee: '李' });
    expect(result).toEqual({ data: [{ id: 1 }], total: 31 });
  });

  it('getOne → GET by numeric id', async () => {
    call.mockResolvedValue({ id: 7 });
    expect(await provider.getOne({ resource, id: '7' })).toEqual({ data: { id: 7 } });
    expect(call).toHaveBeenCalledWith(userAddress.getAddressDetail, { id: 7 });
  });

  it('create → POST save with the variables', async () => {
    call.mockResolvedValue({ id: 9 });
    await provider.create({ resource, variables: { consignee: 'a' } });
    expect(call).toHaveBeenCalledWith(userAddress.saveAddress, { consignee: 'a' });
  });

  it('update → POST save with the id added', async () => {
    call.mockResolvedValue({ id: 9 });
    await provider.update({ resource, id: 9, variables: { consignee: 'b' } });
    expect(call).toHaveBeenCalledWith(userAddress.saveAddress, { consignee: 'b', id: 9 });
  });

  it('deleteOne → POST delete with the id', async () => {
    call.mockResolvedValue(null);
    expect(await provider.deleteOne({ resource, id: 4 })).toEqual({ data: { id: 4 } });
    expect(call).toHaveBeenCalledWith(userAddress.deleteAddress, { id: 4 });
  });

  it('custom → the contract endpoint at that path', async () => {
    call.mockResolvedValue(null);
    await provider.custom!({ url: userAddress.updateDefault.path, method: 'post', payload: { id: 2 } });
    expect(call).toHaveBeenCalledWith(userAddress.updateDefault, { id: 2 }, { silent: false });
    await expect(provider.custom!({ url: '/atsteel/nope', method: 'get' })).rejects.toThrow();
  });

  it('custom reads in the background without showing a failure when asked (meta.silent)', async () => {
    call.mockResolvedValue({ list: [], total: 0 });
    await provider.custom!({ url: userAddress.getAddress.path, method: 'get', query: { pageNum: 1 }, meta: { silent: true } });
    expect(call).toHaveBeenCalledWith(userAddress.getAddress, { pageNum: 1 }, { silent: true });
  });

  it('refuses a resource it does not know', async () => {
    await expect(provider.getList({ resource: 'unknown' })).rejects.toThrow(/unknown/);
  });

  it('drops empty filters and sorts by the first sorter only', () => {
    expect(toFilterParams([{ field: 'a', operator: 'eq', value: '' }, { field: 'b', operator: 'eq', value: 0 }])).toEqual({ b: 0 });
    expect(toSort([])).toBeUndefined();
    expect(toSort([{ field: 'a', order: 'asc' }, { field: 'b', order: 'desc' }])).toBe('a,asc');
  });
});
