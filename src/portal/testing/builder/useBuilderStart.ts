import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { readBasket } from '../basket';
import { examineContent, examineOrder, myTestKits, type KitItem, type TestKit } from '../endpoints';
import { emptySample, type BuilderStart, type LineRow } from './model';

const positive = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

const kitLines = (items: KitItem[], quantity: number): LineRow[] =>
  items.map((item) => ({ itemId: item.itemId, condition: item.condition, quantity, nameZh: item.nameZh, nameEn: item.nameEn }));

/** The user's own kit when it is theirs, else the public kit (the server answers 404 for someone else's). */
async function loadKit(kitId: number, signal: AbortSignal): Promise<TestKit> {
  try {
    return await call(myTestKits.detail, { id: kitId }, { signal, silent: true });
  } catch {
    return call(examineContent.kitDetail, { id: kitId }, { signal, silent: true });
  }
}

export type StartAnswer = { start: BuilderStart; notEditable?: false } | { start?: undefined; notEditable: true };

/**
 * Where the builder starts (`?id=` a draft to change, `?kitId=` a kit's items, else the basket of /cloud/cloudCheck);
 * `batch` starts with no sample rows (they come from the spreadsheet).
 */
export function useBuilderStart(params: URLSearchParams, batch: boolean, enabled: boolean) {
  const id = positive(params.get('id'));
  const kitId = positive(params.get('kitId'));
  const key = `${id ?? ''}|${kitId ?? ''}|${batch}`;
  return useRemote<StartAnswer>(async (signal) => {
    const samples = batch ? [] : [emptySample()];
    if (id) {
      const order = await call(examineOrder.detail, { id }, { signal, silent: true });
      if (order.state !== 'draft') return { notEditable: true };
      return {
        start: {
          id: order.id,
          kitId: order.kitId ?? undefined,
          kitName: order.kitName ?? undefined,
          projectName: order.projectName,
          laboratoryId: order.laboratoryId,
          addressId: order.addressId ?? undefined,
          lines: order.lines.map((line) => ({ itemId: line.itemId, condition: line.condition, quantity: line.quantity, nameZh: line.nameZh, nameEn: line.nameEn })),
          samples: order.samples,
          remarks: order.remarks,
        },
      };
    }
    if (kitId) {
      const kit = await loadKit(kitId, signal);
      return { start: { kitId: kit.id, kitName: kit.name, projectName: '', lines: kitLines(kit.items, 1), samples, remarks: '' } };
    }
    const basket = readBasket();
    return {
      start: {
        projectName: '',
        laboratoryId: basket.laboratoryId,
        lines: basket.items.map((item) => ({ ...item, quantity: 1 })),
        samples,
        remarks: '',
      },
    };
  }, key, enabled);
}
