import type { LibraryItemInput, LibraryKind } from '@contract/endpoints/library';
import { fenToYuanText, yuanToFen } from '../../../components/format/money';

/** The form's fields: the price as typed, in yuan. */
export interface LibraryFormValues {
  kind: LibraryKind;
  typeId: number;
  title: string;
  authors?: string;
  publisher?: string;
  year?: number | null;
  isbn?: string;
  summary?: string;
  price: string;
  coverId?: string | null;
  fileId?: string | null;
  source?: string;
  published?: boolean;
}

type Stored = Omit<LibraryItemInput, 'price'> & { price: number; fileId?: string | null };

/** A stored item as the form starts from it. */
export function toFormValues(item: Stored): LibraryFormValues {
  return {
    kind: item.kind,
    typeId: item.typeId,
    title: item.title,
    authors: item.authors ?? '',
    publisher: item.publisher ?? '',
    year: item.year ?? null,
    isbn: item.isbn ?? '',
    summary: item.summary ?? '',
    price: fenToYuanText(item.price),
    coverId: item.coverId ?? null,
    fileId: item.fileId ?? null,
    source: item.source ?? '',
    published: item.published ?? false,
  };
}

/** The save call's input: the price in integer fen; a book has no file. Call after the form validated. */
export function toLibraryInput(values: LibraryFormValues, id?: number): LibraryItemInput {
  const trim = (value: string | undefined) => (value ?? '').trim();
  return {
    ...(id ? { id } : {}),
    kind: values.kind,
    typeId: values.typeId,
    title: trim(values.title),
    authors: trim(values.authors),
    publisher: trim(values.publisher),
    year: values.year ?? null,
    isbn: trim(values.isbn),
    summary: trim(values.summary),
    price: yuanToFen(values.price) ?? Number.NaN,
    coverId: values.coverId ?? null,
    fileId: values.kind === 'book' ? null : (values.fileId ?? null),
    source: trim(values.source),
    published: values.published === true,
  };
}
