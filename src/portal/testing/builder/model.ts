import type { Sample } from '../endpoints';

/** One line of the builder: an item, its condition, and on how many samples it is done. */
export interface LineRow {
  itemId: number;
  condition: string;
  quantity: number;
  nameZh: string;
  nameEn: string;
}

/** What the builder starts from: a draft, a kit, or the basket. */
export interface BuilderStart {
  /** A draft being changed. */
  id?: number;
  kitId?: number;
  kitName?: string;
  projectName: string;
  laboratoryId?: number;
  addressId?: number;
  lines: LineRow[];
  samples: Sample[];
  remarks: string;
}

export const emptySample = (): Sample => ({ name: '', material: '', specification: '', count: 1, remark: '' });

/** How many samples the table holds in all. */
export const sampleTotal = (samples: readonly Sample[] | undefined) =>
  (samples ?? []).reduce((sum, sample) => sum + (Number.isInteger(sample.count) && sample.count > 0 ? sample.count : 0), 0);

/** The lines as the contract takes them. */
export const linesInput = (lines: readonly LineRow[]) => lines.map(({ itemId, condition, quantity }) => ({ itemId, condition, quantity }));
