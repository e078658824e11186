import { z } from 'zod';
import { idField } from '../fields';
import { defineEndpoint } from '../endpoint';
import { idInput, okOutput, pageOf, pageQuery } from '../envelope';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { workflowStep } from '../workflow';

/**
 * Recommended products (issue 6): a company writes them in its console (`myData/*Product*`, spec §7 "myData:
 * products"), submits them for review, an auditor approves or rejects them (`myData/productAudit*`), and the
 * approved ones are public (`recommendedProduct/page`, `recommendedProduct/detail`).
 *
 * States: draft → pending (submitted) → approved (public) | rejected (reason shown; edit and submit again).
 * Editing an approved product makes it a draft again: what is public is always what an auditor approved.
 */
export const PRODUCT_TYPES = ['steel', 'weldingConsumable', 'aluminiumAlloy', 'newMaterial', 'other'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_STATES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];
/**
 * The steps of the product workflow (server/modules/recommendedProduct/workflow.ts): edit keeps a draft or rejected
 * product's state, revise is the edit that takes an approved product back to draft.
 */
export const PRODUCT_ACTIONS = ['edit', 'revise', 'delete', 'submit', 'approve', 'reject'] as const;
export type ProductAction = (typeof PRODUCT_ACTIONS)[number];

export const PRODUCT_LIMITS = {
  nameMax: 100,
  shapeMax: 50,
  specificationMax: 100,
  unitMax: 20,
  introductionMax: 2000,
  specsMax: 20,
  priceMax: 999999999.99,
  rejectReasonMax: 500,
} as const;

const requiredText = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, MSG.valueTooLong);

/** A price in yuan (or the product's price unit): 0 to 999 999 999.99, at most two decimals. */
const price = z
  .number({ message: MSG.productPriceInvalid })
  .min(0, MSG.productPriceInvalid)
  .max(PRODUCT_LIMITS.priceMax, MSG.productPriceInvalid)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, MSG.productPriceInvalid);

export const productSpec = z.object({
  shape: requiredText(MSG.productShapeRequired, PRODUCT_LIMITS.shapeMax),
  specification: requiredText(MSG.productSpecificationRequired, PRODUCT_LIMITS.specificationMax),
  price,
});
export type ProductSpec = z.infer<typeof productSpec>;

export const productInput = z.object({
  id: idField.optional(),
  name: requiredText(MSG.productNameRequired, PRODUCT_LIMITS.nameMax),
  type: z.enum(PRODUCT_TYPES, { message: MSG.productTypeRequired }),
  specs: z
    .array(productSpec, { message: MSG.productSpecsRequired })
    .min(1, MSG.productSpecsRequired)
    .max(PRODUCT_LIMITS.specsMax, MSG.productSpecsMax),
  pictureId: z.string({ message: MSG.productPictureRequired }).min(1, MSG.productPictureRequired).pipe(z.uuid({ message: MSG.productPictureInvalid })),
  introduction: requiredText(MSG.productIntroductionRequired, PRODUCT_LIMITS.introductionMax),
  unit: requiredText(MSG.productUnitRequired, PRODUCT_LIMITS.unitMax),
  priceUnit: requiredText(MSG.productPriceUnitRequired, PRODUCT_LIMITS.unitMax),
});
export type ProductInput = z.input<typeof productInput>;

/** What everyone sees of an approved product. */
export const publicProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(PRODUCT_TYPES),
  specs: z.array(productSpec),
  pictureId: z.string(),
  introduction: z.string(),
  unit: z.string(),
  priceUnit: z.string(),
  companyName: z.string(),
  /** When it was approved (published). */
  publishTime: z.string().nullable(),
});
export type PublicProduct = z.infer<typeof publicProduct>;

/** What its company and the auditors see. */
export const product = publicProduct.extend({
  state: z.enum(PRODUCT_STATES),
  rejectReason: z.string().nullable(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Product = z.infer<typeof product>;

/** A product of the company's list, with what the company may do with it now. */
export const productRow = product.extend({ nextActions: z.array(z.enum(PRODUCT_ACTIONS)) });
export type ProductRow = z.infer<typeof productRow>;

/** One product with what the caller may do with it now and its review history, oldest step first. */
export const productDetail = productRow.extend({ history: z.array(workflowStep) });
export type ProductDetail = z.infer<typeof productDetail>;

const keyword = z.string().trim().max(100, MSG.valueTooLong).optional();
export const productQuery = pageQuery.extend({ keyword, state: z.enum(PRODUCT_STATES).optional() });
export const publicProductQuery = pageQuery.extend({ keyword, type: z.enum(PRODUCT_TYPES).optional() });
export const productIdBody = z.object({ id: idField });
export const productRejectInput = productIdBody.extend({
  reason: z
    .string({ message: MSG.rejectReasonRequired })
    .trim()
    .min(1, MSG.rejectReasonRequired)
    .max(PRODUCT_LIMITS.rejectReasonMax, MSG.valueTooLong),
});

const manage = PERMISSIONS.recommendedProductManage;
const audit = PERMISSIONS.productAudit;

/** The company's side: its own products only (another company's id answers 404 like a missing one). */
export const myProducts = {
  productList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/productList',
    input: productQuery,
    output: pageOf(productRow),
    access: manage,
    summary: "The caller's company's recommended products, newest change first; `keyword` searches names",
  }),
  getProduct: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/getProduct',
    input: idInput,
    output: productDetail,
    access: manage,
    summary: "One of the caller's company's products",
  }),
  saveProduct: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/saveProduct',
    input: productInput,
    output: productDetail,
    access: manage,
    summary: 'Create a product (a draft), or update one (not while under review; an approved one becomes a draft again)',
  }),
  deleteProduct: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/deleteProduct',
    input: productIdBody,
    output: okOutput,
    access: manage,
    summary: 'Delete a product that is not under review',
  }),
  submitProduct: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/submitProduct',
    input: productIdBody,
    output: productDetail,
    access: manage,
    summary: 'Submit a draft or rejected product for review',
  }),
};

/** The auditors' queue (platform auditors, `product:audit`). */
export const productAudit = {
  productAuditList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/productAuditList',
    input: productQuery,
    output: pageOf(product),
    access: audit,
    summary: 'Products submitted for review (state `pending` by default, oldest first), or reviewed ones by state',
  }),
  productAuditDetail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/productAuditDetail',
    input: idInput,
    output: productDetail,
    access: audit,
    summary: 'One submitted or reviewed product (drafts stay private to their company)',
  }),
  approveProduct: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/approveProduct',
    input: productIdBody,
    output: productDetail,
    access: audit,
    summary: 'Approve a pending product: it becomes public',
  }),
  rejectProduct: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/rejectProduct',
    input: productRejectInput,
    output: productDetail,
    access: audit,
    summary: 'Reject a pending product with a reason its company sees',
  }),
};

/** Everyone: approved products only. */
export const recommendedProduct = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/recommendedProduct/page',
    input: publicProductQuery,
    output: pageOf(publicProduct),
    access: 'public',
    summary: 'Approved recommended products, newest first; `keyword` searches names, introductions and companies',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/recommendedProduct/detail',
    input: idInput,
    output: publicProduct,
    access: 'public',
    summary: 'One approved product',
  }),
};
