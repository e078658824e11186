import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { emptyInput, okOutput, pageOf, pageQuery } from '../envelope';
import { idField, idQuery } from '../fields';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { address } from './address';
import { invoiceTitle, paymentOrder } from './payment';

/**
 * The technical library: electronic documents (PDF; free or paid; everyone may preview the first pages) and
 * printed books (delivered to one of the buyer's addresses). Paid files download only for buyers and valid
 * VIPs, through a short-lived signed link, with the buyer's watermark.
 */
export const LIBRARY_KINDS = ['document', 'book'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

export const libraryType = z.object({ id: z.number().int(), code: z.string(), nameZh: z.string(), nameEn: z.string() });

export const libraryItem = z.object({
  id: z.number().int(),
  kind: z.enum(LIBRARY_KINDS),
  typeId: z.number().int(),
  typeCode: z.string(),
  title: z.string(),
  authors: z.string(),
  publisher: z.string(),
  year: z.number().int().nullable(),
  isbn: z.string(),
  summary: z.string(),
  /** Price in fen; 0 is free. */
  price: z.number().int(),
  pageCount: z.number().int().nullable(),
  coverId: z.string().nullable(),
  /** Where the content comes from (a standard, a data set, the platform's own catalogue). */
  source: z.string(),
  published: z.boolean(),
  createTime: z.string(),
});
export type LibraryItem = z.infer<typeof libraryItem>;

export const libraryItemDetail = libraryItem.extend({
  hasFile: z.boolean(),
  hasPreview: z.boolean(),
  /** For the caller: may download the whole file now, and why. */
  access: z.object({
    canDownload: z.boolean(),
    via: z.enum(['free', 'purchase', 'vip']).nullable(),
    /** A waiting order of the caller for this item, to pay instead of ordering again. */
    waitingOrderNo: z.string().nullable(),
  }),
});
export type LibraryItemDetail = z.infer<typeof libraryItemDetail>;

/** What administrators see of an item: also its file. */
export const libraryAdminItem = libraryItem.extend({ fileId: z.string().nullable() });

export const libraryQuery = pageQuery.extend({
  kind: z.enum(LIBRARY_KINDS).optional(),
  typeId: idQuery.optional(),
  keyword: z.string().trim().max(100, MSG.valueTooLong).optional(),
  free: z.enum(['1', '0']).optional(),
});

export const libraryItemInput = z.object({
  id: idField.optional(),
  kind: z.enum(LIBRARY_KINDS, { message: MSG.requiredFields }),
  typeId: idField,
  title: z.string({ message: MSG.requiredFields }).trim().min(1, MSG.requiredFields).max(200, MSG.valueTooLong),
  authors: z.string().trim().max(200, MSG.valueTooLong).default(''),
  publisher: z.string().trim().max(100, MSG.valueTooLong).default(''),
  year: z.number().int().min(1900, MSG.yearInvalid).max(2100, MSG.yearInvalid).nullable().default(null),
  isbn: z.string().trim().regex(/^([0-9][0-9-]{8,15}[0-9Xx])?$/, MSG.isbnInvalid).default(''),
  summary: z.string().trim().max(2000, MSG.valueTooLong).default(''),
  /** In fen (the form takes yuan with two decimals); 0 is free. */
  price: z.number({ message: MSG.priceInvalid }).int(MSG.priceInvalid).min(0, MSG.priceInvalid).max(100_000_00, MSG.priceInvalid),
  coverId: z.uuid({ message: MSG.invalidId }).nullable().default(null),
  fileId: z.uuid({ message: MSG.invalidId }).nullable().default(null),
  source: z.string().trim().max(300, MSG.valueTooLong).default(''),
  published: z.boolean().default(false),
});
export type LibraryItemInput = z.input<typeof libraryItemInput>;

export const libraryOrderInput = z.object({ id: idField });
export const booksOrderInput = z.object({
  id: idField,
  quantity: z.number({ message: MSG.quantityInvalid }).int(MSG.quantityInvalid).min(1, MSG.quantityInvalid).max(99, MSG.quantityInvalid),
  addressId: idField.optional(),
}).refine((value) => value.addressId !== undefined, { path: ['addressId'], message: MSG.shippingAddressRequired });

const downloadLink = z.object({ url: z.string(), expiresIn: z.number().int() });

const manage = PERMISSIONS.libraryManage;
const libraryOrder = defineEndpoint({
  method: 'POST',
  path: '/atsteel/library/saveLibraryOrder',
  input: libraryOrderInput,
  output: paymentOrder,
  access: 'user',
  fullBody: true,
  summary: 'Order a paid document (a waiting order of the caller for it is answered instead of a second one)',
});

export const library = {
  listLibraryTypes: defineEndpoint({
    method: 'GET',
    path: '/atsteel/library/listLibraryTypes',
    input: emptyInput,
    output: z.array(libraryType.extend({ count: z.number().int() })),
    access: 'public',
    summary: 'The library’s types with how many published items each has',
  }),
  pageTechnology: defineEndpoint({
    method: 'GET',
    path: '/atsteel/library/pageTechnology',
    input: libraryQuery,
    output: pageOf(libraryItem),
    access: 'public',
    summary: 'Published documents and books, newest first, by kind, type, keyword and price',
  }),
  getTechnology: defineEndpoint({
    method: 'GET',
    path: '/atsteel/library/getTechnology',
    input: z.object({ id: idQuery }),
    output: libraryItemDetail,
    access: 'public',
    summary: 'One published item, and whether the caller may download it',
  }),
  getFileDownload: defineEndpoint({
    method: 'GET',
    path: '/atsteel/library/getFileDownload',
    input: z.object({ id: idQuery }),
    output: downloadLink,
    access: 'user',
    summary: 'A link valid for five minutes to the whole file: free documents, buyers (watermarked with the order) and valid VIPs',
  }),
  getFileDownload2: defineEndpoint({
    method: 'GET',
    path: '/atsteel/library/getFileDownload2',
    input: z.object({ id: idQuery }),
    output: downloadLink,
    access: 'public',
    summary: 'A link to the preview: the first pages of a document, for everyone',
  }),
  listAddress: defineEndpoint({
    method: 'GET',
    path: '/atsteel/library/listAddress',
    input: emptyInput,
    output: z.array(address),
    access: 'user',
    summary: 'The caller’s delivery addresses for a book order, default first',
  }),
  getInvoice: defineEndpoint({
    method: 'GET',
    path: '/atsteel/library/getInvoice',
    input: emptyInput,
    output: z.array(invoiceTitle),
    access: 'user',
    summary: 'The caller’s saved invoice titles',
  }),
  saveLibraryOrder: libraryOrder,
  pageDocumentOrder: defineEndpoint({
    method: 'POST',
    path: '/atsteel/library/pageDocumentOrder',
    input: pageQuery.extend({ state: z.enum(['waiting', 'paid', 'cancelled']).optional() }),
    output: pageOf(paymentOrder.extend({ item: libraryItem.nullable() })),
    access: 'user',
    summary: 'The caller’s document and book orders with their items',
  }),
};

/** The same order calls under `/atsteel/payment/` (spec §7 lists both). */
export const libraryPayment = {
  saveLibraryOrder: { ...libraryOrder, path: '/atsteel/payment/saveLibraryOrder' as const },
  saveBooksOrder: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/saveBooksOrder',
    input: booksOrderInput,
    output: paymentOrder,
    access: 'user',
    fullBody: true,
    summary: 'Order printed copies of a book, delivered to one of the caller’s addresses',
  }),
};

export const libraryAdmin = {
  page: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/library/page',
    input: libraryQuery.extend({ published: z.enum(['1', '0']).optional() }),
    output: pageOf(libraryItem),
    access: manage,
    summary: 'Every library item, published or not',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/library/detail',
    input: z.object({ id: idQuery }),
    output: libraryAdminItem,
    access: manage,
    summary: 'One library item with its file',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/library/save',
    input: libraryItemInput,
    output: libraryAdminItem,
    access: manage,
    summary: 'Create or update a library item (a document needs its PDF before it is published)',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/library/delete',
    input: z.object({ id: idField }),
    output: okOutput,
    access: manage,
    summary: 'Delete an item nobody has ordered (ordered items can only be unpublished)',
  }),
};
