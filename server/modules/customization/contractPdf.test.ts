import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { clearedSteps } from '../../../tests/support/customSteps';
import { drawContract, yuanOf } from './contractPdf/draw';
import type { CustomOrderRow } from './repository/orders';

const drawnUp = new Date('2026-11-27T02:00:00Z');

/** A drawn-up order as the table holds it. */
function order(overrides: Partial<CustomOrderRow> = {}): CustomOrderRow {
  return {
    ...clearedSteps,
    id: 7,
    orderNo: 'CU20261127100000123456',
    userId: 1,
    companyId: 1,
    state: 'contract',
    type: 'alloyDevelopment',
    name: '高强耐候桥梁板',
    baseGrades: [{ id: 1, name: 'Q355B', standardNo: 'GB/T 1591-2018' }],
    composition: [
      { el: 'C', min: null, max: 0.18 },
      { el: 'Cr', min: 0.4, max: 0.7 },
    ],
    properties: [{ code: 'impactEnergy', min: 34, max: null, condition: '−40 °C, KV2' }],
    shape: 'plate',
    dimensions: [{ code: 'thickness', min: 10, max: 40 }],
    quantity: 50,
    quantityUnit: 't',
    deliveryDate: '2027-03-27',
    addressId: 1,
    address: { consignee: '王工', telephone: '13800000018', locationName: '上海市 黄浦区', detail: '中山东一路 18 号' },
    application: '跨海大桥主梁',
    remarks: '',
    attachmentIds: [],
    totalAmount: 12_345_678,
    depositAmount: 2_000_000,
    plan: '成分设计与实验室冶炼，随后在 3500 mm 中厚板轧机上工业试制。'.repeat(60),
    milestones: ['plan', 'labRnd', 'production', 'testing', 'delivery'].map((code, index) => ({ code, dueDate: `2027-0${index + 1}-15`, doneAt: null })),
    acceptance: Array.from({ length: 30 }, (_, index) => ({
      itemId: index + 1,
      code: `T${index}`,
      nameZh: '夏比摆锤冲击试验',
      nameEn: 'Charpy impact test',
      standards: ['GB/T 229-2020'],
      requirement: 'KV2 ≥ 34 J at −40 °C',
      result: null,
      passed: null,
    })),
    offeredAt: drawnUp,
    contractNo: 'HT20261127-7',
    contractDrawnAt: drawnUp,
    createdAt: drawnUp,
    updatedAt: drawnUp,
    ...overrides,
  };
}

describe('the contract PDF', () => {
  it('is an A4 PDF that flows onto further pages when the plan and the tests are long', async () => {
    const bytes = await drawContract({ order: order(), buyerName: '刘洋', companyName: '演示钢铁有限公司' });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBeGreaterThan(1);
    expect(document.getTitle()).toBe('定制开发合同 Customization contract HT20261127-7');
    const { width, height } = document.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('fits a short order on one page', async () => {
    const bytes = await drawContract({ order: order({ plan: '三阶段开发', acceptance: [], composition: [], properties: [] }), buyerName: '李明', companyName: null });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it('shows amounts in yuan with two decimals', () => {
    expect(yuanOf(12_345_678)).toBe('¥123,456.78');
    expect(yuanOf(100)).toBe('¥1.00');
    expect(yuanOf(null)).toBe('—');
  });
});
