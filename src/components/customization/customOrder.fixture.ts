import type { CustomOrderDetail, CustomTimelineStep } from '@contract/endpoints/customization';

/** A customization order as `material/custom/detail` answers it (a new request under pre-review), for unit tests. */
export function customOrderFixture(overrides: Partial<CustomOrderDetail> = {}): CustomOrderDetail {
  return {
    id: 31,
    orderNo: 'CU20261126100000123456',
    type: 'alloyDevelopment',
    name: 'Q355 weathering plate',
    shape: 'plate',
    quantity: 12.5,
    quantityUnit: 't',
    deliveryDate: '2027-03-01',
    state: 'preReview',
    buyerName: 'demo-company',
    companyName: '演示钢铁有限公司',
    totalAmount: null,
    depositAmount: null,
    nextMilestone: null,
    nextDueDate: null,
    overdue: false,
    createTime: '2026-11-26T02:00:00.000Z',
    updateTime: '2026-11-26T02:00:00.000Z',
    viewer: 'buyer',
    nextActions: ['edit', 'cancel'],
    baseGrades: [{ id: 5, name: 'Q355B', standardNo: 'GB/T 1591-2018' }],
    composition: [{ el: 'Cu', min: 0.25, max: 0.55 }],
    properties: [{ code: 'yieldStrength', unit: 'MPa', min: 355, max: null, condition: '' }],
    dimensions: [{ code: 'thickness', min: 8, max: 20 }],
    addressId: 3,
    address: { consignee: '王工', telephone: '13800000000', locationName: '上海市', detail: '宝山区 1 号' },
    application: 'Bridge deck',
    remarks: '',
    attachments: [{ id: '0b6b0c58-2f5c-4e5c-9c55-2b1f4b7b1a01', name: 'drawing.pdf', contentType: 'application/pdf', size: 1024 }],
    plan: null,
    milestones: [],
    acceptance: [],
    contractNo: null,
    contractDrawnTime: null,
    buyerSigned: false,
    platformSigned: false,
    balanceAmount: null,
    depositPaidTime: null,
    balancePaidTime: null,
    payable: null,
    shipmentNo: null,
    rejectReason: null,
    cancelReason: null,
    evaluationStars: null,
    evaluationText: null,
    timeline: [],
    ...overrides,
  };
}

/** One timeline row. */
export const timelineStep = (overrides: Partial<CustomTimelineStep> & Pick<CustomTimelineStep, 'id' | 'action'>): CustomTimelineStep => ({
  fromState: 'preReview',
  toState: 'preReview',
  note: null,
  operator: null,
  files: [],
  createTime: '2026-11-26T03:00:00.000Z',
  ...overrides,
});

const offered = {
  totalAmount: 1_000_000,
  depositAmount: 300_000,
  balanceAmount: 700_000,
  plan: 'Trial melt\nRolling trials',
  milestones: [
    { code: 'plan', dueDate: '2026-12-01', doneTime: '2026-11-30T02:00:00.000Z', overdue: false },
    { code: 'labRnd', dueDate: '2026-12-10', doneTime: null, overdue: true },
    { code: 'production', dueDate: '2027-01-10', doneTime: null, overdue: false },
    { code: 'testing', dueDate: '2027-02-01', doneTime: null, overdue: false },
    { code: 'delivery', dueDate: '2027-03-01', doneTime: null, overdue: false },
  ],
  acceptance: [
    {
      itemId: 9,
      code: 'TENSILE',
      nameZh: '拉伸试验',
      nameEn: 'Tensile test',
      standards: ['GB/T 228.1-2021'],
      requirement: 'ReH ≥ 355 MPa',
      result: null,
      passed: null,
    },
  ],
} satisfies Partial<CustomOrderDetail>;

/** The order once the platform has set its offer (¥10,000.00, deposit ¥3,000.00). */
export const offeredOrder = (overrides: Partial<CustomOrderDetail> = {}) =>
  customOrderFixture({ state: 'offer', nextActions: ['accept', 'decline', 'cancel'], ...offered, ...overrides });
