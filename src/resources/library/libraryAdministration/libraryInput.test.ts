import { describe, expect, it } from 'vitest';
import { libraryItemInput } from '@contract/endpoints/library';
import { toFormValues, toLibraryInput, type LibraryFormValues } from './libraryInput';

const COVER = '0b5e3c1e-8d7a-4f3e-9a51-6a0f6f1b2c3d';
const FILE = '5f0c6a8e-1c2b-4d3e-8f9a-0b1c2d3e4f50';

const values: LibraryFormValues = {
  kind: 'document',
  typeId: 3,
  title: '  GB/T 700 explained ',
  authors: 'Li Lei',
  year: 2024,
  isbn: '978-7-111-12345-6',
  price: '12.5',
  coverId: COVER,
  fileId: FILE,
  published: true,
};

describe('the library form', () => {
  it('sends the price in integer fen and trimmed texts the server accepts', () => {
    const input = toLibraryInput(values, 12);
    expect(input).toMatchObject({ id: 12, price: 1250, title: 'GB/T 700 explained', publisher: '', fileId: FILE, coverId: COVER, published: true });
    expect(libraryItemInput.safeParse(input).success).toBe(true);
  });

  it('creates without an id and sends no file for a book', () => {
    const input = toLibraryInput({ ...values, kind: 'book' });
    expect(input).not.toHaveProperty('id');
    expect(input.fileId).toBeNull();
    expect(input.coverId).toBe(COVER);
  });

  it('never sends a price it could not read', () => {
    expect(libraryItemInput.safeParse(toLibraryInput({ ...values, price: '1.234' })).success).toBe(false);
  });

  it('starts editing from the stored item with the price in yuan', () => {
    const form = toFormValues({ ...toLibraryInput(values, 12), price: 1999, year: null });
    expect(form.price).toBe('19.99');
    expect(form.year).toBeNull();
    expect(toLibraryInput(form, 12).price).toBe(1999);
  });
});
