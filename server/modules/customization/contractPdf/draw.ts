import type { CustomDimension, CustomMilestone, CustomProperty, CustomQuantityUnit, CustomShape, CustomType } from '@contract';
import { CUSTOM_PROPERTIES } from '@contract';
import { beijingDate } from '../../../lib/workingDays';
import { COLOURS, CONTENT_WIDTH, PAGE, ReportWriter } from '../../../lib/pdf/layout';
import type { CustomOrderRow } from '../repository/orders';
import { DIMENSION_NAMES, MILESTONE_NAMES, PAYMENT_TERMS, PLATFORM_NAME, PROPERTY_NAMES, SHAPE_NAMES, TYPE_NAMES, UNIT_NAMES } from './labels';

/** What the contract shows: the order as drawn up and its buyer's names. */
export interface ContractData {
  order: CustomOrderRow;
  buyerName: string | null;
  companyName: string | null;
}

const TITLE = '定制开发合同 Customization contract';

/** Fen as yuan with 2 decimals and thousands separators: 1234567 → '¥12,345.67'. */
export const yuanOf = (fen: number | null) =>
  fen === null ? '—' : `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const bound = (value: number | null) => (value === null ? '—' : String(value));

/** Label–value lines for values of any length (names, addresses): each wraps over the full width. */
function lines(writer: ReportWriter, pairs: [string, string][]) {
  for (const [label, value] of pairs) writer.paragraph(`${label}: ${value}`);
}

function parties(writer: ReportWriter, { order, buyerName, companyName }: ContractData) {
  writer.heading('合同双方 Parties');
  lines(writer, [
    ['甲方（需方）Buyer', companyName ?? buyerName ?? '—'],
    ['联系人 Contact', buyerName ?? '—'],
    ['乙方 Platform', PLATFORM_NAME],
    ['订单编号 Order no.', order.orderNo],
  ]);
}

function request(writer: ReportWriter, order: CustomOrderRow) {
  writer.heading('定制需求 Request');
  const address = order.address ? `${order.address.locationName} ${order.address.detail}（${order.address.consignee} ${order.address.telephone}）` : '—';
  writer.facts([
    ['形状 Shape', SHAPE_NAMES[order.shape as CustomShape] ?? order.shape],
    ['数量 Quantity', `${order.quantity} ${UNIT_NAMES[order.quantityUnit as CustomQuantityUnit] ?? order.quantityUnit}`],
    ['交货日期 Delivery', order.deliveryDate],
  ]);
  lines(writer, [
    ['定制类型 Type', TYPE_NAMES[order.type as CustomType] ?? order.type],
    ['名称 Name', order.name],
    ['用途 Application', order.application],
    ['参考牌号 Base grades', order.baseGrades.map((grade) => `${grade.name} (${grade.standardNo})`).join('; ') || '—'],
    ['交货地址 Delivery address', address],
    ...(order.remarks ? [['备注 Remarks', order.remarks] as [string, string]] : []),
  ]);
  if (order.composition.length > 0) {
    writer.table(
      [
        { title: '元素 Element', width: 0.4 },
        { title: '最小 Min (%)', width: 0.3, align: 'right' },
        { title: '最大 Max (%)', width: 0.3, align: 'right' },
      ],
      order.composition.map((row) => [row.el, bound(row.min), bound(row.max)]),
    );
  }
  if (order.properties.length > 0) {
    writer.table(
      [
        { title: '性能 Property', width: 0.34 },
        { title: '单位 Unit', width: 0.12 },
        { title: '最小 Min', width: 0.14, align: 'right' },
        { title: '最大 Max', width: 0.14, align: 'right' },
        { title: '条件 Condition', width: 0.26 },
      ],
      order.properties.map((row) => [
        PROPERTY_NAMES[row.code as CustomProperty] ?? row.code,
        CUSTOM_PROPERTIES[row.code as CustomProperty] ?? '',
        bound(row.min),
        bound(row.max),
        row.condition || '—',
      ]),
    );
  }
  if (order.dimensions.length > 0) {
    writer.table(
      [
        { title: '尺寸 Dimension', width: 0.4 },
        { title: '最小 Min (mm)', width: 0.3, align: 'right' },
        { title: '最大 Max (mm)', width: 0.3, align: 'right' },
      ],
      order.dimensions.map((row) => [DIMENSION_NAMES[row.code as CustomDimension] ?? row.code, bound(row.min), bound(row.max)]),
    );
  }
}

function offer(writer: ReportWriter, order: CustomOrderRow) {
  writer.heading('报价与付款 Offer and payment');
  const balance = order.totalAmount === null || order.depositAmount === null ? null : order.totalAmount - order.depositAmount;
  writer.facts([
    ['合同总额 Total', yuanOf(order.totalAmount)],
    ['定金 Deposit', yuanOf(order.depositAmount)],
    ['尾款 Balance', yuanOf(balance)],
  ]);
  for (const terms of PAYMENT_TERMS) writer.paragraph(terms);
  writer.heading('开发计划 Development plan');
  writer.paragraph(order.plan ?? '—');
  writer.heading('里程碑 Milestones');
  writer.table(
    [
      { title: '里程碑 Milestone', width: 0.7 },
      { title: '完成期限 Due date', width: 0.3 },
    ],
    order.milestones.map((milestone) => [MILESTONE_NAMES[milestone.code as CustomMilestone] ?? milestone.code, milestone.dueDate]),
  );
  if (order.acceptance.length > 0) {
    writer.heading('验收检测 Acceptance tests');
    writer.table(
      [
        { title: '检测项目 Item', width: 0.36 },
        { title: '标准 Standards', width: 0.26 },
        { title: '要求 Requirement', width: 0.38 },
      ],
      order.acceptance.map((test) => [`${test.nameZh} ${test.nameEn}`, test.standards.join(', ') || '—', test.requirement]),
    );
  }
}

function signatures(writer: ReportWriter, data: ContractData) {
  writer.heading('签署 Signatures');
  writer.ensure(90);
  const half = CONTENT_WIDTH / 2;
  const top = writer.y - 14;
  const blocks: [string, string][] = [
    ['甲方（需方）Buyer', data.companyName ?? data.buyerName ?? ''],
    ['乙方 Platform', PLATFORM_NAME],
  ];
  blocks.forEach(([label, name], column) => {
    const x = PAGE.margin + column * half;
    writer.text(label, x, top, 9, COLOURS.muted);
    writer.text(writer.wrap(name, 9, half - 24)[0] ?? '', x, top - 14, 9);
    writer.text('签字（盖章）Signature (seal)', x, top - 44, 8, COLOURS.muted);
    writer.page.drawLine({ start: { x, y: top - 48 }, end: { x: x + half - 24, y: top - 48 }, thickness: 0.5, color: COLOURS.rule });
    writer.text('日期 Date', x, top - 66, 8, COLOURS.muted);
    writer.page.drawLine({ start: { x, y: top - 70 }, end: { x: x + half - 24, y: top - 70 }, thickness: 0.5, color: COLOURS.rule });
  });
  writer.y = top - 76;
}

/** The contract of an order drawn up (A4, Noto Sans SC): parties, request, offer, plan, milestones, tests, signatures. */
export async function drawContract(data: ContractData): Promise<Buffer> {
  const { order } = data;
  const number = order.contractNo ?? order.orderNo;
  const writer = await ReportWriter.create(`${TITLE} ${number}`, `atsteel ${TITLE} · ${number}`);
  writer.document.setCreator('atsteel product customization');
  writer.y -= 20;
  writer.text(TITLE, PAGE.margin, writer.y, 18, COLOURS.accent);
  writer.y -= 8;
  writer.facts([
    ['合同编号 Contract no.', number],
    ['签订日期 Drawn up', order.contractDrawnAt ? beijingDate(order.contractDrawnAt) : '—'],
  ]);
  parties(writer, data);
  request(writer, order);
  offer(writer, order);
  signatures(writer, data);
  return Buffer.from(await writer.document.save());
}
