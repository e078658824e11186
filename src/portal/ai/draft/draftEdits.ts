import type { AnswerDraft, DraftBlock } from '@contract/endpoints/ai';

/** Pure edits of a draft's blocks, each answering a new array (the editor keeps the draft in state). */
export const replaceBlock = (blocks: readonly DraftBlock[], index: number, block: DraftBlock) => blocks.map((current, at) => (at === index ? block : current));

export const removeBlock = (blocks: readonly DraftBlock[], index: number) => blocks.filter((_, at) => at !== index);

/** An empty paragraph after `index` (-1: at the start). */
export const addParagraphAfter = (blocks: readonly DraftBlock[], index: number): DraftBlock[] => [
  ...blocks.slice(0, index + 1),
  { type: 'paragraph', text: '' },
  ...blocks.slice(index + 1),
];

export const editCell = (block: Extract<DraftBlock, { type: 'table' }>, row: number, column: number, text: string): DraftBlock => ({
  ...block,
  rows: block.rows.map((cells, at) => (at === row ? cells.map((cell, index) => (index === column ? text : cell)) : cells)),
});

export const editColumn = (block: Extract<DraftBlock, { type: 'table' }>, column: number, text: string): DraftBlock => ({
  ...block,
  columns: block.columns.map((cell, index) => (index === column ? text : cell)),
});

/** A fresh copy to edit, so the stored answer stays as it was. */
export const copyDraft = (draft: AnswerDraft): AnswerDraft => structuredClone(draft);
