import type { Citation } from '@contract';

const REFERENCE = /\[(\d+)\]/g;

/** `[k]` in the strings of a skill's facts or text, and numeric `citation`/`cite` fields, moved up by `offset`. */
export function shiftReferences<T>(value: T, offset: number): T {
  const shift = (node: unknown, key?: string): unknown => {
    if (typeof node === 'string') return node.replace(REFERENCE, (_all, n: string) => `[${Number(n) + offset}]`);
    if (typeof node === 'number' && (key === 'citation' || key === 'cite')) return node + offset;
    if (Array.isArray(node)) return node.map((item) => (key === 'citations' && typeof item === 'number' ? item + offset : shift(item)));
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([name, item]) => [name, shift(item, name)]));
    return node;
  };
  return shift(value) as T;
}

/**
 * The citations a text refers to, numbered 1… in the order the text first cites them, and the text renumbered to
 * match; references to no citation are dropped from the text.
 */
export function keepCited(text: string, citations: Citation[]): { text: string; citations: Citation[] } {
  const order = new Map<number, number>();
  for (const [, n] of text.matchAll(REFERENCE)) {
    const index = Number(n) - 1;
    if (index >= 0 && index < citations.length && !order.has(index)) order.set(index, order.size + 1);
  }
  const renumbered = text
    .replace(REFERENCE, (_all, n: string) => {
      const kept = order.get(Number(n) - 1);
      return kept === undefined ? '' : `[${kept}]`;
    })
    .replace(/[ \t]+([。，．.,;；])/g, '$1');
  return { text: renumbered.trim(), citations: [...order.keys()].map((index) => citations[index]) };
}
