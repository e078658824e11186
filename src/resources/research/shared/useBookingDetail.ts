import { useCustom } from '@refinedev/core';
import { equipments, type BookingDetail } from '@contract/endpoints/equipments';

/** One booking for its customer or its laboratory; actions that invalidate 'all' refresh it. */
export function useBookingDetail(id: number | undefined) {
  const valid = id !== undefined && Number.isInteger(id) && id > 0;
  const { query, result } = useCustom<BookingDetail>({
    url: equipments.orderDetail.path,
    method: 'get',
    config: { query: { id } },
    errorNotification: false,
    queryOptions: { enabled: valid },
  });
  return { booking: valid ? (result.data as BookingDetail | undefined) : undefined, loading: valid && query.isLoading, missing: !valid || query.isError };
}
