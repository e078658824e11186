import dayjs, { type Dayjs } from 'dayjs';
import type { UploadedFile } from '../../../components/upload/StoredFilesUpload';
import type {
  CustomDimension,
  CustomOrderDetail,
  CustomOrderInput,
  CustomProperty,
  CustomQuantityUnit,
  CustomShape,
  CustomType,
} from '../endpoints';

/** Elements a target composition may name (steels' usual alloying and residual elements). */
export const ELEMENT_SYMBOLS = ['C', 'Si', 'Mn', 'P', 'S', 'Cr', 'Ni', 'Mo', 'V', 'Nb', 'Ti', 'Cu', 'Al', 'N', 'B', 'W', 'Co', 'Zr', 'Mg', 'Ca', 'Sn', 'Sb', 'As', 'Pb', 'Bi', 'O', 'H'];

type Bound = number | null | undefined;
export interface RangeRow {
  min?: Bound;
  max?: Bound;
}

/** What the form holds: selects may be empty until chosen, numbers empty until typed. */
export interface CustomFormValues {
  type?: CustomType;
  name?: string;
  baseGradeIds?: number[];
  composition?: (RangeRow & { el?: string })[];
  properties?: (RangeRow & { code?: CustomProperty; condition?: string })[];
  shape?: CustomShape;
  dimensions?: (RangeRow & { code?: CustomDimension })[];
  quantity?: number | null;
  quantityUnit?: CustomQuantityUnit;
  deliveryDate?: Dayjs;
  addressId?: number;
  application?: string;
  remarks?: string;
  attachments?: UploadedFile[];
}

export const EMPTY_FORM: CustomFormValues = { baseGradeIds: [], composition: [], properties: [], dimensions: [], quantityUnit: 't', attachments: [] };

const bound = (value: Bound) => (value === undefined || value === null ? null : value);
const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The save call's body from validated form values (`id` when changing a request); dates are Beijing 'YYYY-MM-DD'. */
export function toSaveInput(values: CustomFormValues, id?: number): CustomOrderInput {
  return {
    ...(id ? { id } : {}),
    type: values.type!,
    name: trimmed(values.name),
    baseGradeIds: values.baseGradeIds ?? [],
    composition: (values.composition ?? []).map((row) => ({ el: row.el!, min: bound(row.min), max: bound(row.max) })),
    properties: (values.properties ?? []).map((row) => ({ code: row.code!, min: bound(row.min), max: bound(row.max), condition: trimmed(row.condition) })),
    shape: values.shape!,
    dimensions: (values.dimensions ?? []).map((row) => ({ code: row.code!, min: bound(row.min), max: bound(row.max) })),
    quantity: values.quantity!,
    quantityUnit: values.quantityUnit!,
    deliveryDate: values.deliveryDate!.format('YYYY-MM-DD'),
    addressId: values.addressId!,
    application: trimmed(values.application),
    remarks: trimmed(values.remarks),
    attachmentIds: (values.attachments ?? []).map((file) => file.id),
  };
}

/** The form filled from a saved request, to change it. */
export function fromDetail(detail: CustomOrderDetail): CustomFormValues {
  return {
    type: detail.type,
    name: detail.name,
    baseGradeIds: detail.baseGrades.map((grade) => grade.id),
    composition: detail.composition.map((row) => ({ ...row })),
    properties: detail.properties.map(({ code, min, max, condition }) => ({ code, min, max, condition })),
    shape: detail.shape,
    dimensions: detail.dimensions.map((row) => ({ ...row })),
    quantity: detail.quantity,
    quantityUnit: detail.quantityUnit,
    deliveryDate: dayjs(detail.deliveryDate),
    addressId: detail.addressId ?? undefined,
    application: detail.application,
    remarks: detail.remarks,
    attachments: detail.attachments.map(({ id, name }) => ({ id, name })),
  };
}
