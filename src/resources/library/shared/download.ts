/** The library item a paid document order may download, or undefined (books, unpaid orders). */
export function downloadableItem(order: { kind: string; state: string; itemRef: string; item?: { id: number; kind: string } | null }) {
  if (order.state !== 'paid' || order.kind !== 'library') return undefined;
  if (order.item) return order.item.kind === 'document' ? order.item.id : undefined;
  const id = Number(order.itemRef);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
