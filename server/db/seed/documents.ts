import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { docDirectories, docTemplates, standardParts } from '../schema';
import type { DocBlockRow, DocFieldRow } from '../schema/documents';
import { diameterOf, PART_STANDARDS } from './standardPartsData';

type Writer = Pick<Db, 'insert' | 'select'>;

/** Standard parts from the standards' tables (data/standardParts.ts), upserted at every start. */
export async function seedStandardParts(db: Writer) {
  for (const standard of PART_STANDARDS) {
    const rows = Object.entries(standard.sizes).map(([size, dimensions]) => ({
      family: standard.family,
      standardNo: standard.standardNo,
      equivalents: standard.equivalents,
      nameZh: standard.nameZh,
      nameEn: standard.nameEn,
      size,
      diameter: diameterOf(size),
      dimensions,
      source: standard.source,
    }));
    await db
      .insert(standardParts)
      .values(rows)
      .onConflictDoUpdate({
        target: [standardParts.standardNo, standardParts.size],
        set: {
          family: sql`excluded.family`,
          equivalents: sql`excluded.equivalents`,
          nameZh: sql`excluded.name_zh`,
          nameEn: sql`excluded.name_en`,
          diameter: sql`excluded.diameter`,
          dimensions: sql`excluded.dimensions`,
          source: sql`excluded.source`,
        },
      });
  }
}

const field = (key: string, labelZh: string, labelEn: string, kind: string, required: boolean, extra: Partial<DocFieldRow> = {}): DocFieldRow => ({
  key,
  labelZh,
  labelEn,
  kind,
  required,
  options: [],
  max: kind === 'textarea' ? 2000 : 100,
  ...extra,
});
const heading = (textZh: string, textEn: string): DocBlockRow => ({ kind: 'heading', textZh, textEn, fieldKeys: [] });
const paragraph = (textZh: string, textEn: string): DocBlockRow => ({ kind: 'paragraph', textZh, textEn, fieldKeys: [] });
const fieldsTable = (...fieldKeys: string[]): DocBlockRow => ({ kind: 'fields', textZh: '', textEn: '', fieldKeys });

/** The platform's own test request form: what a cloud testing order asks of the customer. */
const TEST_REQUEST = {
  nameZh: '材料检测委托单（atsteel 平台表单）',
  nameEn: 'Material test request form (atsteel platform form)',
  descriptionZh: 'atsteel 云检测使用的委托单：填写委托方、样品和检测要求，生成后可打印随样品寄送。',
  descriptionEn: "The request form atsteel's cloud testing uses: the client, the samples and the tests asked for. Print it and send it with the samples.",
  fields: [
    field('clientName', '委托单位', 'Client', 'text', true),
    field('contactName', '联系人', 'Contact person', 'text', true, { max: 50 }),
    field('contactPhone', '联系电话', 'Telephone', 'text', true, { max: 30 }),
    field('sampleName', '样品名称', 'Sample name', 'text', true),
    field('grade', '牌号', 'Grade', 'text', true, { max: 50 }),
    field('specification', '规格', 'Size / specification', 'text', false),
    field('sampleCount', '样品数量', 'Number of samples', 'number', true, { max: 10 }),
    field('testItems', '检测项目', 'Tests requested', 'textarea', true),
    field('testStandard', '检测依据（标准）', 'Test standards', 'text', false, { max: 200 }),
    field('sampleDisposal', '检后样品处理', 'Samples after testing', 'select', true, { options: ['退回委托方 Return to client', '由实验室处置 Disposed of by the laboratory'] }),
    field('requestDate', '委托日期', 'Request date', 'date', true, { max: 10 }),
    field('remarks', '备注', 'Remarks', 'textarea', false),
  ],
  blocks: [
    heading('委托方信息', 'Client'),
    fieldsTable('clientName', 'contactName', 'contactPhone', 'requestDate'),
    heading('样品信息', 'Samples'),
    fieldsTable('sampleName', 'grade', 'specification', 'sampleCount'),
    heading('检测要求', 'Tests'),
    fieldsTable('testItems', 'testStandard', 'sampleDisposal', 'remarks'),
    paragraph(
      '{{clientName}} 委托检测 {{sampleCount}} 件 {{grade}} 样品（{{sampleName}}），检测项目见上表。委托方对样品及所提供信息的真实性负责。',
      '{{clientName}} requests the testing of {{sampleCount}} samples of {{grade}} ({{sampleName}}) as listed above. The client answers for the samples and the information given.',
    ),
  ],
};

/** An inspection certificate laid out with the items EN 10204 asks of a type 3.1 document. */
const CERTIFICATE_31 = {
  nameZh: '检验证书（EN 10204 3.1 型式，atsteel 平台表单）',
  nameEn: 'Inspection certificate (EN 10204 type 3.1, atsteel platform form)',
  descriptionZh:
    '按 EN 10204 对 3.1 型检验文件的要求编排：制造商声明产品符合订单要求，并给出特定检验的结果，由独立于生产部门的授权检验代表确认。',
  descriptionEn:
    "Laid out as EN 10204 asks of a type 3.1 inspection document: the manufacturer's statement that the products comply with the order, with the results of specific inspection, validated by its authorised inspection representative independent of the manufacturing department.",
  fields: [
    field('certificateNo', '证书编号', 'Certificate no.', 'text', true, { max: 50 }),
    field('manufacturer', '制造商', 'Manufacturer', 'text', true),
    field('purchaser', '买方', 'Purchaser', 'text', true),
    field('orderNo', '订单号', 'Order no.', 'text', true, { max: 50 }),
    field('product', '产品', 'Product', 'text', true),
    field('productStandard', '产品标准 / 技术条件', 'Product standard / specification', 'text', true, { max: 200 }),
    field('grade', '牌号', 'Grade', 'text', true, { max: 50 }),
    field('heatNo', '炉号', 'Heat no.', 'text', true, { max: 50 }),
    field('dimensions', '规格尺寸', 'Dimensions', 'text', false),
    field('quantity', '数量', 'Quantity', 'text', true, { max: 50 }),
    field('chemicalComposition', '化学成分（%）', 'Chemical composition (%)', 'textarea', true),
    field('mechanicalProperties', '力学性能', 'Mechanical properties', 'textarea', true),
    field('otherTests', '其他检验', 'Other tests', 'textarea', false),
    field('inspector', '授权检验代表', 'Authorised inspection representative', 'text', true, { max: 50 }),
    field('issueDate', '签发日期', 'Date of issue', 'date', true, { max: 10 }),
  ],
  blocks: [
    heading('检验证书 EN 10204 3.1', 'Inspection certificate EN 10204 3.1'),
    fieldsTable('certificateNo', 'manufacturer', 'purchaser', 'orderNo'),
    heading('产品', 'Product'),
    fieldsTable('product', 'productStandard', 'grade', 'heatNo', 'dimensions', 'quantity'),
    heading('检验结果', 'Test results'),
    fieldsTable('chemicalComposition', 'mechanicalProperties', 'otherTests'),
    heading('声明', 'Declaration'),
    paragraph(
      '我们声明：按订单 {{orderNo}} 交付的产品符合订单要求，以上为特定检验的结果。',
      'We declare that the products supplied under order {{orderNo}} comply with the requirements of the order; the results above are those of specific inspection.',
    ),
    fieldsTable('inspector', 'issueDate'),
  ],
};

/**
 * One directory tree and the platform's own two forms, on a database that has no directories and no templates
 * yet (administrators' later changes, deletions included, are never undone).
 */
export async function seedDocumentTemplates(db: Writer) {
  const [{ directories }] = await db.select({ directories: count() }).from(docDirectories);
  const [{ templates }] = await db.select({ templates: count() }).from(docTemplates);
  if (directories > 0 || templates > 0) return;
  const [top] = await db.insert(docDirectories).values({ nameZh: '检测与质量', nameEn: 'Testing and quality', sort: 10 }).returning();
  const [requests] = await db.insert(docDirectories).values({ parentId: top.id, nameZh: '检测委托', nameEn: 'Test requests', sort: 10 }).returning();
  const [certificates] = await db.insert(docDirectories).values({ parentId: top.id, nameZh: '检验证书', nameEn: 'Inspection certificates', sort: 20 }).returning();
  await db.insert(docTemplates).values([
    { ...TEST_REQUEST, directoryId: requests.id, state: 'published' },
    { ...CERTIFICATE_31, directoryId: certificates.id, state: 'published' },
  ]);
}
