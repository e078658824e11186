import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/demo';
import { authHeaders, createTestApp } from '../support/app';
import { multipart, pngImage } from '../support/files';

/**
 * Every route the server registers, called by a visitor and by each demo role. The table below says who may
 * call what; the server must agree exactly. A new route fails this test until it has a line here.
 */
const USERS = [
  'demo-individual',
  'demo-company',
  'demo-admin',
  'demo-employee',
  'demo-lab',
  'demo-auditor',
  'demo-cloudhead',
  'demo-regionhead',
] as const;
type User = (typeof USERS)[number];
type Caller = 'visitor' | User;

/** Who may call a route: e.g. `only('demo-admin')`. */
const only = (...users: User[]): readonly Caller[] => users;
const SIGNED_IN = only(...USERS);
const EVERYONE: readonly Caller[] = ['visitor', ...SIGNED_IN];

interface Rule {
  who: readonly Caller[];
  /** A minimal valid input: query string of a GET, JSON body otherwise. */
  input?: Record<string, unknown>;
  /** The call ends the caller's session: it gets a token of its own. */
  endsSession?: true;
  /** What to put for `*` in a wildcard route. */
  wildcard?: string;
  /** An upload: `input` goes in the query string and the body is multipart with one small PNG. */
  upload?: true;
}

const AGREED = { technicalService: true, user: true, privacy: true, platformService: true };
const STATE = 'A'.repeat(43);
const ADDRESS = { consignee: '李明', telephone: '13912345678', location: ['11', '1101', '110101'], detail: '1 号' };

/** The seven calls every material type has (steelName, weldingMetal, alloyName): public. */
const materialRoutes = (group: string): Record<string, Rule> => ({
  [`GET /atsteel/${group}/detail`]: { who: EVERYONE, input: { id: 1 } },
  [`GET /atsteel/${group}/standDetail`]: { who: EVERYONE, input: { id: 1 } },
  [`GET /atsteel/${group}/materialProperties`]: { who: EVERYONE, input: { id: 1 } },
  [`GET /atsteel/${group}/conditions`]: { who: EVERYONE, input: { id: 1 } },
  [`POST /atsteel/${group}/search`]: { who: EVERYONE, input: { keyword: 'Q235' } },
  [`POST /atsteel/${group}/comparison`]: { who: EVERYONE, input: { ids: [1, 2] } },
  [`POST /atsteel/${group}/getSpecExtend`]: { who: EVERYONE, input: {} },
  // An id no grade has: an allowed caller gets 404 without drawing a PDF (the datasheet's own test draws them).
  [`GET /atsteel/${group}/datasheet`]: { who: EVERYONE, input: { id: 999_999_999 } },
});

/** Enterprise standards (tm-standard): the company side for company users and enterprise administrators, the queue for auditors. */
function enterpriseStandardRoutes(): Record<string, Rule> {
  const company = only('demo-company', 'demo-admin');
  const auditors = only('demo-auditor');
  const standard = { number: 'Q/MATRIX 1', name: '矩阵标准', year: 2025, issuer: '矩阵', country: 'CN', systemName: '矩阵体系', systemCode: 'Q/M' };
  const base = '/atsteel/tm-standard';
  return {
    [`GET ${base}/getSystem`]: { who: company },
    [`GET ${base}/standardList`]: { who: company },
    [`GET ${base}/getStandard`]: { who: company, input: { id: 1 } },
    [`POST ${base}/saveStandard`]: { who: company, input: standard },
    [`POST ${base}/deleteStandard`]: { who: company, input: { id: 1 } },
    [`POST ${base}/repealStandard`]: { who: company, input: { id: 1 } },
    [`GET ${base}/gradeList`]: { who: company, input: { standardId: 1 } },
    [`GET ${base}/getGrade`]: { who: company, input: { id: 1 } },
    [`POST ${base}/saveGrade`]: { who: company, input: { standardId: 1, name: 'MATRIX1' } },
    [`POST ${base}/deleteGrade`]: { who: company, input: { id: 1 } },
    [`POST ${base}/submitGrade`]: { who: company, input: { id: 1 } },
    [`GET ${base}/auditRecords`]: { who: company },
    [`GET ${base}/dataList`]: { who: company },
    [`GET ${base}/check/list`]: { who: auditors },
    [`GET ${base}/check/detail`]: { who: auditors, input: { id: 1 } },
    [`POST ${base}/check/approve`]: { who: auditors, input: { id: 1 } },
    [`POST ${base}/check/reject`]: { who: auditors, input: { id: 1, reason: '矩阵' } },
    [`GET ${base}/check/records`]: { who: auditors },
  };
}

/** Uploads, recommended products (company side, auditors' queue, public pages). */
function recommendedProductRoutes(): Record<string, Rule> {
  const company = only('demo-company', 'demo-admin');
  const auditors = only('demo-auditor');
  const product = {
    name: '矩阵产品',
    type: 'steel',
    specs: [{ shape: '板', specification: '1×1', price: 1 }],
    pictureId: '00000000-0000-4000-8000-000000000000',
    introduction: '矩阵',
    unit: '吨',
    priceUnit: '元/吨',
  };
  return {
    'POST /atsteel/SystemManager/file/upload/file': { who: company, input: { purpose: 'productPicture' }, upload: true },
    'GET /atsteel/SystemManager/file/view': { who: EVERYONE, input: { id: '00000000-0000-4000-8000-000000000000' } },
    'POST /atsteel/SystemManager/file/delete': { who: SIGNED_IN, input: { id: '00000000-0000-4000-8000-000000000000' } },
    'GET /atsteel/myData/productList': { who: company },
    'GET /atsteel/myData/getProduct': { who: company, input: { id: 1 } },
    'POST /atsteel/myData/saveProduct': { who: company, input: product },
    'POST /atsteel/myData/deleteProduct': { who: company, input: { id: 1 } },
    'POST /atsteel/myData/submitProduct': { who: company, input: { id: 1 } },
    'GET /atsteel/myData/productAuditList': { who: auditors },
    'GET /atsteel/myData/productAuditDetail': { who: auditors, input: { id: 1 } },
    'POST /atsteel/myData/approveProduct': { who: auditors, input: { id: 1 } },
    'POST /atsteel/myData/rejectProduct': { who: auditors, input: { id: 1, reason: '矩阵' } },
    'GET /atsteel/recommendedProduct/page': { who: EVERYONE },
    'GET /atsteel/recommendedProduct/detail': { who: EVERYONE, input: { id: 1 } },
  };
}

/** Payments (the buyer's own orders, invoices), the sandbox cashier, the administrators' ledger, the library. */
function paymentRoutes(): Record<string, Rule> {
  const administrators = only('demo-auditor');
  const orderNo = { orderNo: 'AT20261118162610123456' };
  const title = { type: 'ordinary', title: '矩阵', taxNo: '91440300MA5F00001A', email: 'matrix@example.com' };
  const item = { kind: 'book', typeId: 1, title: '矩阵', price: 100 };
  return {
    'POST /atsteel/payment/getOrder': { who: SIGNED_IN, input: orderNo },
    'POST /atsteel/payment/getOrderStatus': { who: SIGNED_IN, input: orderNo },
    'POST /atsteel/payment/pay/wxpay/native/order': { who: SIGNED_IN, input: orderNo },
    'POST /atsteel/payment/pay/alipay/certUnifiedOrder': { who: SIGNED_IN, input: orderNo },
    'POST /atsteel/payment/pageOrder': { who: SIGNED_IN },
    'POST /atsteel/payment/cancelOrder': { who: SIGNED_IN, input: orderNo },
    'POST /atsteel/payment/receiveOrder': { who: SIGNED_IN, input: orderNo },
    'POST /atsteel/payment/listBill': { who: SIGNED_IN, input: { year: 2026 } },
    'POST /atsteel/payment/listVip': { who: EVERYONE },
    'POST /atsteel/payment/saveVipOrder': { who: SIGNED_IN, input: { plan: 'month' } },
    'POST /atsteel/payment/saveReportOrder': { who: SIGNED_IN, input: { id: 1 } },
    'POST /atsteel/payment/listInvoice': { who: SIGNED_IN },
    'POST /atsteel/payment/saveInvoice': { who: SIGNED_IN, input: { orderNos: [orderNo.orderNo], title } },
    'GET /atsteel/myData/listInvoiceTitle': { who: SIGNED_IN },
    'POST /atsteel/myData/deleteInvoiceTitle': { who: SIGNED_IN, input: { id: 1 } },
    'POST /atsteel/payment/saveLibraryOrder': { who: SIGNED_IN, input: { id: 1 } },
    'POST /atsteel/payment/saveBooksOrder': { who: SIGNED_IN, input: { id: 1, quantity: 1, addressId: 1 } },
    'GET /atsteel/payment/sandbox/cashier': { who: EVERYONE, input: { token: 'A'.repeat(32), channel: 'wxpay' } },
    'POST /atsteel/payment/sandbox/decide': { who: EVERYONE, input: { token: 'A'.repeat(32), channel: 'wxpay', decision: 'pay' } },
    // The providers' notifies carry their own signatures instead of a session.
    'POST /atsteel/payment/notify/:provider': { who: EVERYONE, wildcard: 'sandbox' },
    'POST /atsteel/DataManagement/payOrder/page': { who: administrators },
    'GET /atsteel/DataManagement/payOrder/detail': { who: administrators, input: orderNo },
    'POST /atsteel/DataManagement/payOrder/confirmTransfer': { who: administrators, input: { ...orderNo, note: '矩阵' } },
    'POST /atsteel/DataManagement/payOrder/ship': { who: administrators, input: { ...orderNo, note: '矩阵' } },
    'POST /atsteel/DataManagement/invoice/page': { who: administrators },
    'GET /atsteel/DataManagement/invoice/detail': { who: administrators, input: { id: 1 } },
    'POST /atsteel/DataManagement/invoice/issue': { who: administrators, input: { id: 1, invoiceNo: '12345678', fileId: '00000000-0000-4000-8000-000000000000' } },
    'GET /atsteel/library/listLibraryTypes': { who: EVERYONE },
    'GET /atsteel/library/pageTechnology': { who: EVERYONE },
    'GET /atsteel/library/getTechnology': { who: EVERYONE, input: { id: 1 } },
    'GET /atsteel/library/getFileDownload': { who: SIGNED_IN, input: { id: 1 } },
    'GET /atsteel/library/getFileDownload2': { who: EVERYONE, input: { id: 1 } },
    'GET /atsteel/library/listAddress': { who: SIGNED_IN },
    'GET /atsteel/library/getInvoice': { who: SIGNED_IN },
    'POST /atsteel/library/saveLibraryOrder': { who: SIGNED_IN, input: { id: 1 } },
    'POST /atsteel/library/pageDocumentOrder': { who: SIGNED_IN },
    // The signed download link is its own credential.
    'GET /atsteel/library/file': { who: EVERYONE, input: { token: 'x' } },
    'POST /atsteel/DataManagement/library/page': { who: administrators },
    'GET /atsteel/DataManagement/library/detail': { who: administrators, input: { id: 1 } },
    'POST /atsteel/DataManagement/library/save': { who: administrators, input: item },
    'POST /atsteel/DataManagement/library/delete': { who: administrators, input: { id: 999 } },
  };
}

/** Company basic information, groups, people and invitations (myData), always the caller's own company. */
function companyRoutes(): Record<string, Rule> {
  const members = only('demo-company', 'demo-admin', 'demo-employee');
  const admin = only('demo-admin');
  const basic = { name: '矩阵公司', creditCode: '91440300MA5F00001A', industry: 'steel', contact: '矩阵', email: 'matrix@example.com' };
  return {
    'GET /atsteel/myData/getCompanyDetail': { who: members },
    'POST /atsteel/myData/saveCompany': { who: only('demo-company', 'demo-admin'), input: basic },
    'GET /atsteel/myData/listGroups': { who: admin },
    'GET /atsteel/myData/getGroup': { who: admin, input: { id: 1 } },
    'POST /atsteel/myData/saveGroup': { who: admin, input: { name: '矩阵分组', sort: 1 } },
    'POST /atsteel/myData/deleteGroup': { who: admin, input: { id: 1 } },
    'GET /atsteel/myData/listEmployees': { who: admin },
    'GET /atsteel/myData/getEmployee': { who: admin, input: { id: 1 } },
    'POST /atsteel/myData/saveEmployee': { who: admin, input: { fullName: '矩阵', mobile: '13900000077' } },
    'POST /atsteel/myData/removeEmployee': { who: admin, input: { id: 1 } },
    'POST /atsteel/myData/deleteEmployee': { who: admin, input: { id: 1 } },
    'POST /atsteel/myData/transferManager': { who: admin, input: { id: 1 } },
    'GET /atsteel/myData/listEmployeeInvitations': { who: admin },
    'POST /atsteel/myData/cancelEmployeeInvitation': { who: admin, input: { id: 1 } },
    'GET /atsteel/myData/listMyInvitations': { who: SIGNED_IN },
    'POST /atsteel/myData/answerInvitation': { who: SIGNED_IN, input: { id: 1, accept: false } },
  };
}

/** Laboratory publications (issue 14): what approved laboratories publish is public; each lab manages its own. */
function labPublicationRoutes(): Record<string, Rule> {
  const laboratories = only('demo-lab');
  const person = { kind: 'person', title: '矩阵', subtitle: '工程师', summary: '矩阵', body: '矩阵' };
  return {
    'GET /atsteel/cloudService/case/page': { who: EVERYONE },
    'GET /atsteel/cloudService/case/detail': { who: EVERYONE, input: { id: 1 } },
    'GET /atsteel/cloudService/drawing/page': { who: EVERYONE },
    'GET /atsteel/cloudService/drawing/download': { who: EVERYONE, input: { id: 1 } },
    'GET /atsteel/cloudService/person/page': { who: EVERYONE },
    'GET /atsteel/cloudService/person/detail': { who: EVERYONE, input: { id: 1 } },
    'GET /atsteel/cloudService/document/page': { who: EVERYONE },
    'GET /atsteel/cloudService/document/detail': { who: EVERYONE, input: { id: 1 } },
    'GET /atsteel/cloudService/document/download': { who: EVERYONE, input: { id: 1 } },
    'GET /atsteel/laboratory/publication/page': { who: laboratories },
    'GET /atsteel/laboratory/publication/get': { who: laboratories, input: { id: 1 } },
    'POST /atsteel/laboratory/publication/save': { who: laboratories, input: person },
    'POST /atsteel/laboratory/publication/delete': { who: laboratories, input: { id: 1 } },
  };
}

/** Documents (issue 19): templates and standard parts are public; generating and checking need a session; administrators keep templates. */
function documentRoutes(): Record<string, Rule> {
  const administrators = only('demo-auditor');
  const template = { nameZh: '矩阵', blocks: [{ kind: 'heading', textZh: '矩阵' }] };
  return {
    'GET /atsteel/tui/dir': { who: EVERYONE },
    'GET /atsteel/tui/search': { who: EVERYONE },
    'GET /atsteel/tui/produceDetail': { who: EVERYONE, input: { id: 1 } },
    'POST /atsteel/tui/fileGener': { who: SIGNED_IN, input: { id: 1, language: 'zh', format: 'docx', inputs: {} } },
    'POST /atsteel/tui/fileCheck': { who: SIGNED_IN, input: { id: 1, fileId: '00000000-0000-4000-8000-000000000000' } },
    'GET /atsteel/DataManagement/tui/dir/tree': { who: administrators },
    'POST /atsteel/DataManagement/tui/dir/save': { who: administrators, input: { nameZh: '矩阵' } },
    'POST /atsteel/DataManagement/tui/dir/delete': { who: administrators, input: { id: 999999 } },
    'GET /atsteel/DataManagement/tui/template/page': { who: administrators },
    'GET /atsteel/DataManagement/tui/template/get': { who: administrators, input: { id: 1 } },
    'POST /atsteel/DataManagement/tui/template/save': { who: administrators, input: template },
    'POST /atsteel/DataManagement/tui/template/publish': { who: administrators, input: { id: 999999 } },
    'POST /atsteel/DataManagement/tui/template/unpublish': { who: administrators, input: { id: 999999 } },
    'POST /atsteel/DataManagement/tui/template/delete': { who: administrators, input: { id: 999999 } },
    'GET /atsteel/dm/getList': { who: EVERYONE },
    'GET /atsteel/dm/getDetail': { who: EVERYONE, input: { standardNo: 'GB/T 6170-2015' } },
    'GET /atsteel/dm/families': { who: EVERYONE },
  };
}

/** The AI assistant (issue 20): every call is for any signed-in user, who sees only their own conversations and documents. */
function aiRoutes(): Record<string, Rule> {
  const none = 999999;
  return {
    'GET /atsteel/ai/conversationsList': { who: SIGNED_IN },
    'GET /atsteel/ai/conversationDetailList': { who: SIGNED_IN, input: { id: none } },
    'POST /atsteel/ai/conversationsSave': { who: SIGNED_IN, input: { id: none, title: '矩阵' } },
    'GET /atsteel/ai/conversationsDel': { who: SIGNED_IN, input: { id: none } },
    'POST /atsteel/ai/conversationDetailSave': { who: SIGNED_IN, input: { conversationId: none, question: '矩阵' } },
    'POST /atsteel/ai/documentSave': { who: SIGNED_IN, input: { fileId: '00000000-0000-4000-8000-000000000000' } },
    'GET /atsteel/ai/documentList': { who: SIGNED_IN },
    'GET /atsteel/ai/documentDel': { who: SIGNED_IN, input: { id: none } },
    'POST /atsteel/ai/draftExport': { who: SIGNED_IN, input: { title: '矩阵', format: 'docx', blocks: [{ type: 'paragraph', text: '矩阵' }] } },
  };
}

/** Research demands and quotes (issue 14): the public list, the owner's calls, laboratories' quotes, administrators. */
function researchDemandMatrix(): Record<string, Rule> {
  const labs = only('demo-lab');
  const administrators = only('demo-auditor');
  const demand = {
    title: '矩阵需求',
    description: '矩阵',
    material: 'Q235',
    sampleCount: 1,
    wishedDate: '2099-01-01',
    contactName: '矩阵',
    contactPhone: '13912345678',
  };
  return {
    'GET /atsteel/equipments/demand/page': { who: EVERYONE },
    'GET /atsteel/equipments/demand/detail': { who: EVERYONE, input: { id: 1 } },
    'POST /atsteel/equipments/demand/save': { who: SIGNED_IN, input: demand },
    'GET /atsteel/equipments/demand/mine': { who: SIGNED_IN },
    'POST /atsteel/equipments/demand/close': { who: SIGNED_IN, input: { id: 999999 } },
    'POST /atsteel/equipments/demandOrder/save': { who: SIGNED_IN, input: { quoteId: 999999 } },
    'POST /atsteel/equipments/demand/quote': { who: labs, input: { demandId: 999999, price: 100, days: 1 } },
    'GET /atsteel/equipments/demand/quotes': { who: labs },
    'GET /atsteel/DataManagement/demand/page': { who: administrators },
    'GET /atsteel/DataManagement/demand/detail': { who: administrators, input: { id: 1 } },
    'POST /atsteel/DataManagement/demand/close': { who: administrators, input: { id: 999999, reason: '矩阵' } },
  };
}

/** Remote research bookings (issue 14): the public catalogue, laboratories' time and records, bookings of any signed-in user. */
function equipmentsRoutes(): Record<string, Rule> {
  const laboratories = only('demo-lab');
  const base = '/atsteel/equipments';
  const booking = { instrumentId: 1, date: '2026-12-01', startTime: '09:00', slots: 1, sampleName: '矩阵', sampleCount: 1, contactName: '矩阵', contactPhone: '13912345678' };
  const record = { bookingId: 1, text: '矩阵' };
  return {
    [`GET ${base}/types`]: { who: EVERYONE },
    [`GET ${base}/equipment/page`]: { who: EVERYONE },
    [`GET ${base}/equipment/detail`]: { who: EVERYONE, input: { id: 1 } },
    [`GET ${base}/appointment`]: { who: EVERYONE, input: { instrumentId: 1, date: '2026-12-01' } },
    [`GET ${base}/timeConfig/list`]: { who: laboratories },
    [`GET ${base}/timeConfig/get`]: { who: laboratories, input: { instrumentId: 1 } },
    [`POST ${base}/timeConfig/save`]: {
      who: laboratories,
      input: { instrumentId: 1, openHours: { '1': [{ start: '09:00', end: '12:00' }] }, slotMinutes: 60, hourlyPrice: 100 },
    },
    [`POST ${base}/order/save`]: { who: SIGNED_IN, input: booking },
    [`GET ${base}/order/list`]: { who: SIGNED_IN },
    [`GET ${base}/order/labList`]: { who: laboratories },
    [`GET ${base}/order/detail`]: { who: SIGNED_IN, input: { id: 1 } },
    [`POST ${base}/order/status`]: { who: SIGNED_IN, input: { id: 1, action: 'cancel' } },
    [`POST ${base}/order/pay`]: { who: SIGNED_IN, input: { id: 1 } },
    [`POST ${base}/order/evaluation`]: { who: SIGNED_IN, input: { id: 1, stars: 5 } },
    [`POST ${base}/experiment/save`]: { who: laboratories, input: record },
    [`POST ${base}/serviceLog/save`]: { who: laboratories, input: record },
    [`GET ${base}/serviceLog/list`]: { who: SIGNED_IN, input: { bookingId: 1 } },
    'GET /atsteel/cloudService/detectionResource/page': { who: EVERYONE },
  };
}

/** `METHOD path` → who may call it. A key ending in `*` covers every route under that prefix. */
/** Laboratory entry (issue 14): the laboratory's application, the auditors' review, the public laboratory pages. */
function laboratoryEntryRoutes(): Record<string, Rule> {
  const labs = only('demo-lab');
  const auditors = only('demo-auditor');
  const item = { kind: 'detection', name: '矩阵', standardMethod: 'GB/T 1', price: 100, cycleDays: 1 };
  return {
    'GET /atsteel/laboratory/get': { who: labs },
    'POST /atsteel/laboratory/save': { who: labs, input: { name: '矩阵实验室' } },
    'POST /atsteel/laboratory/upload': { who: labs, input: { purpose: 'labPicture' }, upload: true },
    'POST /atsteel/laboratory/capability/save': { who: labs, input: item },
    'POST /atsteel/laboratory/capability/delete': { who: labs, input: { id: 1 } },
    'POST /atsteel/laboratory/capability/copy': { who: labs, input: { id: 1 } },
    'POST /atsteel/laboratory/instrument/save': { who: labs, input: { name: '矩阵', model: 'M1', typeCode: 'SEM' } },
    'POST /atsteel/laboratory/instrument/delete': { who: labs, input: { id: 1 } },
    'POST /atsteel/laboratory/submit': { who: labs },
    'GET /atsteel/DataManagement/laboratory/page': { who: auditors },
    'GET /atsteel/DataManagement/laboratory/detail': { who: auditors, input: { id: 1 } },
    'POST /atsteel/DataManagement/laboratory/approve': { who: auditors, input: { id: 1 } },
    'POST /atsteel/DataManagement/laboratory/reject': { who: auditors, input: { id: 1, reason: '矩阵' } },
    'GET /atsteel/laboratory/page': { who: EVERYONE },
    'GET /atsteel/laboratory/detail': { who: EVERYONE, input: { id: 1 } },
  };
}

// cloud testing: catalogue and kits (issue 15): the public catalogue, estimates and kits, users' own kits, the
// kit auditors' queue and platform kits, the order administrators' official calendar.
function cloudTestingCatalogueRoutes(): Record<string, Rule> {
  const auditors = only('demo-auditor');
  const kit = { name: '矩阵检测包', items: [{ itemId: 1 }] };
  const day = { date: '2031-01-01', kind: 'holiday', nameZh: '元旦', nameEn: "New Year's Day" };
  return {
    'GET /atsteel/examine/content/list': { who: EVERYONE },
    'GET /atsteel/examine/content/detail': { who: EVERYONE, input: { id: 1 } },
    'GET /atsteel/examine/content/figures': { who: EVERYONE },
    'GET /atsteel/examine/content/kitPage': { who: EVERYONE },
    'GET /atsteel/examine/content/kitDetail': { who: EVERYONE, input: { id: 1 } },
    'GET /atsteel/order/public/laboratories': { who: EVERYONE, input: { items: '1,2' } },
    'POST /atsteel/examine/order/estimate': { who: EVERYONE, input: { laboratoryId: 999999, lines: [{ itemId: 1, quantity: 1 }] } },
    'GET /atsteel/myData/jcb/page': { who: SIGNED_IN },
    'GET /atsteel/myData/jcb/detail': { who: SIGNED_IN, input: { id: 1 } },
    'POST /atsteel/myData/jcb/save': { who: SIGNED_IN, input: kit },
    'POST /atsteel/myData/jcb/delete': { who: SIGNED_IN, input: { id: 999999 } },
    'POST /atsteel/myData/jcb/publish': { who: SIGNED_IN, input: { id: 999999 } },
    'POST /atsteel/myData/jcb/revoke': { who: SIGNED_IN, input: { id: 999999 } },
    'GET /atsteel/DataManagement/jcb/page': { who: auditors },
    'GET /atsteel/DataManagement/jcb/detail': { who: auditors, input: { id: 1 } },
    'POST /atsteel/DataManagement/jcb/approve': { who: auditors, input: { id: 999999 } },
    'POST /atsteel/DataManagement/jcb/reject': { who: auditors, input: { id: 999999, reason: '矩阵' } },
    'GET /atsteel/DataManagement/commonJcb/page': { who: auditors },
    'POST /atsteel/DataManagement/commonJcb/save': { who: auditors, input: kit },
    'POST /atsteel/DataManagement/commonJcb/delete': { who: auditors, input: { id: 999999 } },
    'GET /atsteel/DataManagement/calendar/list': { who: auditors, input: { year: 2026 } },
    'POST /atsteel/DataManagement/calendar/save': { who: auditors, input: day },
    'POST /atsteel/DataManagement/calendar/delete': { who: auditors, input: { date: '2031-01-02' } },
  };
}

// cloud testing: orders (detection orders, their payment and timeline, notifications; issue 15)
function testOrderRoutes(): Record<string, Rule> {
  const order = { projectName: '矩阵', laboratoryId: 1, addressId: 1, lines: [{ itemId: 1, quantity: 1 }], samples: [{ name: '矩阵', count: 1 }] };
  const record = { orderId: 1, recordId: '00000000-0000-4000-8000-000000000000' };
  const overseers = only('demo-auditor', 'demo-cloudhead', 'demo-regionhead');
  return {
    'POST /atsteel/examine/order/preview': { who: SIGNED_IN, input: order },
    'POST /atsteel/examine/order/saveJC': { who: SIGNED_IN, input: order },
    'POST /atsteel/examine/order/saveJCB': { who: SIGNED_IN, input: { ...order, kitId: 1 } },
    'GET /atsteel/examine/order/list': { who: SIGNED_IN },
    'GET /atsteel/examine/order/detail': { who: SIGNED_IN, input: { id: 1 } },
    'POST /atsteel/examine/order/delete': { who: SIGNED_IN, input: { id: 1 } },
    'POST /atsteel/examine/order/evaluation': { who: SIGNED_IN, input: { id: 1, stars: 5 } },
    'POST /atsteel/examine/order/parseSamples': { who: SIGNED_IN, upload: true },
    'GET /atsteel/order/public/statusList': { who: SIGNED_IN },
    'GET /atsteel/order/public/process': { who: SIGNED_IN, input: { id: 1 } },
    'POST /atsteel/order/public/status': { who: SIGNED_IN, input: { id: 1, action: 'cancel' } },
    'POST /atsteel/order/public/pay': { who: SIGNED_IN, input: { id: 1 } },
    'GET /atsteel/order/public/evaluation': { who: EVERYONE, input: { laboratoryId: 1 } },
    'POST /atsteel/order/public/paymentRecord/save': { who: SIGNED_IN, input: { orderId: 1, amount: 100, payer: '矩阵', paidOn: '2026-01-01' } },
    'POST /atsteel/order/public/paymentRecord/delete': { who: SIGNED_IN, input: record },
    'POST /atsteel/order/public/leader': { who: SIGNED_IN, input: { id: 1, leaderName: '矩阵', leaderPhone: '13912345678' } },
    'GET /atsteel/order/public/serviceUser': { who: SIGNED_IN, input: { id: 1 } },
    'POST /atsteel/order/public/delete': { who: only('demo-auditor'), input: { id: 1 } },
    'GET /atsteel/order/public/labList': { who: only('demo-lab') },
    'GET /atsteel/order/public/companyList': { who: only('demo-company', 'demo-admin', 'demo-employee') },
    'GET /atsteel/DataManagement/order/page': { who: overseers },
    'POST /atsteel/DataManagement/order/assign': { who: overseers, input: { id: 1, laboratoryId: 1 } },
    'POST /atsteel/DataManagement/order/confirmPayment': { who: only('demo-auditor'), input: record },
    'GET /atsteel/DataManagement/supervisor/list': { who: only('demo-auditor') },
    'POST /atsteel/DataManagement/supervisor/save': { who: only('demo-auditor'), input: { userId: 1, regions: ['east'] } },
    'GET /atsteel/myData/notification/page': { who: SIGNED_IN },
    'POST /atsteel/myData/notification/read': { who: SIGNED_IN },
  };
}

// R&D data: sharing, requests, publication (issue 16). Ids no test creates: an allowed caller gets 404, never 401/403.
function researchSharingRoutes(): Record<string, Rule> {
  const manage = only('demo-company', 'demo-admin', 'demo-employee');
  const auditors = only('demo-auditor');
  const base = '/atsteel/researchData';
  const id = 2_000_000_001;
  return {
    [`POST ${base}/share`]: { who: manage, input: { id, visibility: 'private' } },
    [`POST ${base}/permission/apply`]: { who: SIGNED_IN, input: { id, reason: '矩阵' } },
    [`GET ${base}/permission/page`]: { who: SIGNED_IN },
    [`POST ${base}/permission/approve`]: { who: manage, input: { requestId: id } },
    [`POST ${base}/permission/refuse`]: { who: manage, input: { requestId: id, answer: '矩阵' } },
    [`POST ${base}/permission/revoke`]: { who: manage, input: { grantId: id } },
    [`POST ${base}/like`]: { who: SIGNED_IN, input: { id } },
    [`POST ${base}/dislike`]: { who: SIGNED_IN, input: { id } },
    [`POST ${base}/collect`]: { who: SIGNED_IN, input: { id } },
    [`POST ${base}/reference`]: { who: manage, input: { id, citedId: id + 1 } },
    [`POST ${base}/reference/delete`]: { who: manage, input: { id, citedId: id + 1 } },
    [`POST ${base}/publish`]: { who: manage, input: { id } },
    [`POST ${base}/unpublish`]: { who: manage, input: { id } },
    [`GET ${base}/audit/page`]: { who: auditors },
    [`POST ${base}/audit/approve`]: { who: auditors, input: { id } },
    [`POST ${base}/audit/reject`]: { who: auditors, input: { id, reason: '矩阵' } },
  };
}

// R&D data: import, export, files (issue 16). Ids and files no test creates: an allowed caller gets 404, never 401/403.
function researchImportRoutes(): Record<string, Rule> {
  const manage = only('demo-company', 'demo-admin', 'demo-employee');
  const base = '/atsteel/researchData';
  const id = 2_000_000_001;
  const fileId = '00000000-0000-4000-8000-000000000016';
  const mapping = [{ source: 0, key: 'c', label: 'C', quantity: 'percent', unit: '%' }];
  return {
    [`POST ${base}/import/preview`]: { who: manage, input: { fileId } },
    [`POST ${base}/import/commit`]: { who: manage, input: { id, fileId, mapping } },
    [`POST ${base}/files`]: { who: manage, input: { id, files: [] } },
    [`GET ${base}/export`]: { who: EVERYONE, input: { id, format: 'csv' } },
    [`GET ${base}/similar`]: { who: EVERYONE, input: { id } },
  };
}

// R&D data: data sets (issue 16): projects, data sets, rows, statistics, charts, recycle bin, lists, products,
// verification. Ids no test creates: an allowed caller gets 404, never 401/403.
function researchDataSetRoutes(): Record<string, Rule> {
  const manage = only('demo-company', 'demo-admin', 'demo-employee');
  const base = '/atsteel/researchData';
  const id = 2_000_000_001;
  const dataSet = { projectId: id, name: '矩阵', materialName: 'Q355B', experimentType: 'tensile' };
  return {
    [`GET ${base}/project/page`]: { who: manage },
    [`POST ${base}/project/save`]: { who: manage, input: { name: '矩阵项目' } },
    [`POST ${base}/project/delete`]: { who: manage, input: { id } },
    [`GET ${base}/page`]: { who: SIGNED_IN },
    [`GET ${base}/get`]: { who: EVERYONE, input: { id } },
    [`GET ${base}/rows`]: { who: EVERYONE, input: { id } },
    [`GET ${base}/statistics`]: { who: EVERYONE, input: { id } },
    [`GET ${base}/chart`]: { who: EVERYONE, input: { id, x: 'c', y: 'mn' } },
    [`POST ${base}/save`]: { who: manage, input: dataSet },
    [`POST ${base}/draft`]: { who: manage, input: dataSet },
    [`POST ${base}/recycle`]: { who: manage, input: { id } },
    [`POST ${base}/restore`]: { who: manage, input: { id } },
    [`POST ${base}/delete`]: { who: manage, input: { id } },
    [`GET ${base}/companies`]: { who: manage, input: { keyword: '演示' } },
    [`GET ${base}/figures`]: { who: manage, input: { scope: 'company' } },
    [`GET ${base}/verify`]: { who: EVERYONE, input: { id } },
    ['GET /atsteel/rdda/product/page']: { who: EVERYONE },
  };
}

// Quality ranking: templates, uploads and simulated scores (issue 17, helper B). Ids and files no test creates:
// an allowed caller gets 400 or 404, never 401/403.
function qualitySimulationRoutes(): Record<string, Rule> {
  const id = 2_000_000_001;
  const fileId = '00000000-0000-4000-8000-000000000000';
  return {
    'GET /atsteel/qc/downloadTemplate': { who: EVERYONE, input: { categoryId: id, gradeId: id } },
    'POST /atsteel/qc/report/parseTemplate': { who: SIGNED_IN, input: { categoryId: id, gradeId: id, dataFileId: fileId } },
    'POST /atsteel/qc/company/simulationRanking': { who: SIGNED_IN, input: { submissionId: id } },
    'GET /atsteel/qc/submission/get': { who: SIGNED_IN, input: { id } },
    'GET /atsteel/qc/submission/page': { who: SIGNED_IN },
  };
}

// Quality ranking: applications and their review (issue 17, helper C). Ids no test creates: an allowed caller gets
// 404, never 401/403.
function qualityApplicationRoutes(): Record<string, Rule> {
  const id = 2_000_000_001;
  const auditors = only('demo-auditor');
  const application = {
    submissionId: id,
    userType: 'manufacturer',
    companyName: '矩阵钢铁',
    creditCode: '91310000MA1K4XX01E',
    address: '矩阵路 1 号',
    productName: '矩阵板',
    steelmakingLine: '1# 转炉',
    rollingLine: '1# 轧线',
    contactName: '矩阵',
    contactInfo: '13800000000',
    year: 2025,
  };
  return {
    'GET /atsteel/qc/apply/get': { who: SIGNED_IN, input: { id } },
    'GET /atsteel/qc/apply/page': { who: SIGNED_IN },
    'POST /atsteel/qc/apply/save': { who: SIGNED_IN, input: application },
    'GET /atsteel/DataManagement/qc/apply/page': { who: auditors },
    'POST /atsteel/DataManagement/qc/apply/approve': { who: auditors, input: { id, reportPrice: 19_900 } },
    'POST /atsteel/DataManagement/qc/apply/reject': { who: auditors, input: { id, reason: '矩阵' } },
    // Weights not adding up to 1: auditors get 400 (nothing published), everyone else 403.
    'POST /atsteel/DataManagement/qc/method/publish': {
      who: auditors,
      input: { version: '2099.1', indicators: ['conformity', 'capability', 'compositionStability', 'toughnessMargin', 'dataVolume'].map((key) => ({ key, weight: 0.1, params: {} })) },
    },
  };
}

// Quality ranking: the public ranking and the report (issue 17, helper A). Ids no test creates: an allowed caller
// gets 404, never 401/403 (the report's 403 paidReportRequired comes after the line is found).
function qualityRankingRoutes(): Record<string, Rule> {
  const id = 2_000_000_001;
  return {
    'GET /atsteel/qc/introduce': { who: EVERYONE },
    'GET /atsteel/qc/index/steelResources': { who: EVERYONE },
    'GET /atsteel/qc/index/category': { who: EVERYONE },
    'GET /atsteel/qc/report/category': { who: EVERYONE },
    'GET /atsteel/qc/company/ranking': { who: EVERYONE },
    'GET /atsteel/qc/index/report': { who: EVERYONE },
    'GET /atsteel/qc/company': { who: EVERYONE, input: { id } },
    'GET /atsteel/qc/index/getParam': { who: EVERYONE },
    'GET /atsteel/qc/report/checkById': { who: EVERYONE, input: { id } },
    'GET /atsteel/qc/checkByCondition': { who: EVERYONE },
    'GET /atsteel/qc/downloadReport': { who: SIGNED_IN, input: { id } },
  };
}

// Product customization (issue 18): the buyer's calls for every signed-in user, the queue and steps for the
// platform. Ids no test creates: an allowed caller gets 404 (or 400 for an input the form refuses), never 401/403.
function customizationRoutes(): Record<string, Rule> {
  const id = 2_000_000_001;
  const platform = only('demo-auditor');
  return {
    'GET /atsteel/material/custom/typeList': { who: EVERYONE },
    'GET /atsteel/material/custom/steelNames': { who: EVERYONE, input: { keyword: 'Q3' } },
    'GET /atsteel/material/custom/address': { who: SIGNED_IN },
    'POST /atsteel/material/custom/save': { who: SIGNED_IN, input: { id, type: 'alloyDevelopment' } },
    'GET /atsteel/material/custom/page': { who: SIGNED_IN },
    'GET /atsteel/material/custom/detail': { who: SIGNED_IN, input: { id } },
    'POST /atsteel/material/custom/step': { who: SIGNED_IN, input: { id, action: 'cancel' } },
    'POST /atsteel/material/custom/pay': { who: SIGNED_IN, input: { id } },
    'GET /atsteel/material/custom/contract': { who: SIGNED_IN, input: { id } },
    'GET /atsteel/DataManagement/custom/page': { who: platform },
    'POST /atsteel/DataManagement/custom/step': { who: platform, input: { id, action: 'pass' } },
  };
}

// Service hall (issue 19): public offers and brands, the company's offers, the platform's review queue.
function serviceHallRoutes(): Record<string, Rule> {
  const id = 2_000_000_001;
  const company = only('demo-company', 'demo-admin');
  const platform = only('demo-auditor');
  const base = '/atsteel/allServer';
  return {
    [`GET ${base}/page`]: { who: EVERYONE },
    [`GET ${base}/detail`]: { who: EVERYONE, input: { id } },
    [`GET ${base}/brand`]: { who: EVERYONE, input: { id } },
    [`GET ${base}/myPage`]: { who: company },
    [`GET ${base}/get`]: { who: company, input: { id } },
    [`POST ${base}/save`]: { who: company, input: { id, category: 'other', name: '矩阵', introduction: '矩阵', price: null, contactName: '矩阵', contactPhone: '13912345678' } },
    [`POST ${base}/submit`]: { who: company, input: { id } },
    [`POST ${base}/delete`]: { who: company, input: { id } },
    [`GET ${base}/auditPage`]: { who: platform },
    [`GET ${base}/auditDetail`]: { who: platform, input: { id } },
    [`POST ${base}/approve`]: { who: platform, input: { id } },
    [`POST ${base}/reject`]: { who: platform, input: { id, reason: '矩阵' } },
  };
}

// Content (issue 19): published content for everyone, the console for the platform's administrators. Ids no test
// creates: an allowed caller gets 404 (or 400 for an input refused), never 401/403.
function contentRoutes(): Record<string, Rule> {
  const id = 2_000_000_001;
  const platform = only('demo-auditor');
  return {
    'GET /atsteel/other/article/page': { who: EVERYONE, input: { kind: 'news' } },
    'GET /atsteel/other/article/detail': { who: EVERYONE, input: { id } },
    'GET /atsteel/other/page': { who: EVERYONE, input: { slug: 'contact' } },
    'GET /atsteel/other/catalogue/tree': { who: EVERYONE },
    'GET /atsteel/other/cover/list': { who: EVERYONE },
    'GET /atsteel/DataManagement/content/page': { who: platform },
    'GET /atsteel/DataManagement/content/get': { who: platform, input: { id } },
    'POST /atsteel/DataManagement/content/save': { who: platform, input: { id, kind: 'news', titleZh: '矩阵' } },
    'POST /atsteel/DataManagement/content/publish': { who: platform, input: { id } },
    'POST /atsteel/DataManagement/content/unpublish': { who: platform, input: { id } },
    'POST /atsteel/DataManagement/content/delete': { who: platform, input: { id } },
    'GET /atsteel/DataManagement/content/catalogue/tree': { who: platform },
    'POST /atsteel/DataManagement/content/catalogue/save': { who: platform, input: { id, nameZh: '矩阵' } },
    'POST /atsteel/DataManagement/content/catalogue/delete': { who: platform, input: { id } },
  };
}

// Industry pages (issue 19): published entries for everyone, requests for signed-in users, the console for the
// platform's administrators. Ids no test creates: an allowed caller gets 404, never 401/403.
function industryRoutes(): Record<string, Rule> {
  const id = 2_000_000_001;
  const platform = only('demo-auditor');
  const request = { entryId: id, name: '矩阵', mobile: '13912345678' };
  const entry = { id, titleZh: '矩阵' };
  const fields = {
    industrial: { industry: 'other', materials: [] },
    digital: { startDate: '2026-12-01', endDate: '2026-12-01', hours: 1, mode: 'online', seats: 1, feeFen: 0, signUpDeadline: '2026-12-01' },
    expert: { name: '矩阵', consultationMode: 'online' },
  };
  const kindRoutes = (kind: keyof typeof fields): Record<string, Rule> => ({
    [`GET /atsteel/other/${kind}/list`]: { who: EVERYONE },
    [`GET /atsteel/other/${kind}/detail`]: { who: EVERYONE, input: { id } },
    [`POST /atsteel/other/${kind}/save`]: { who: platform, input: { ...entry, kind, fields: fields[kind] } },
    [`POST /atsteel/other/${kind}/delete`]: { who: platform, input: { id } },
    [`POST /atsteel/other/${kind}/apply`]: { who: SIGNED_IN, input: request },
  });
  return {
    ...kindRoutes('industrial'),
    ...kindRoutes('digital'),
    ...kindRoutes('expert'),
    'GET /atsteel/DataManagement/industry/page': { who: platform },
    'GET /atsteel/DataManagement/industry/get': { who: platform, input: { id } },
    'POST /atsteel/DataManagement/industry/publish': { who: platform, input: { id } },
    'POST /atsteel/DataManagement/industry/unpublish': { who: platform, input: { id } },
    'GET /atsteel/myData/industryRequest/page': { who: SIGNED_IN },
    'GET /atsteel/DataManagement/industryRequest/page': { who: platform },
    'POST /atsteel/DataManagement/industryRequest/handle': { who: platform, input: { id } },
  };
}

// Community (issue 19): the message centre's types and delete, suggestions and their queue, questionnaires.
function communityRoutes(): Record<string, Rule> {
  const id = 2_000_000_001;
  const replier = only('demo-auditor');
  const manager = only('demo-auditor');
  return {
    'GET /atsteel/myData/notification/types': { who: SIGNED_IN },
    'POST /atsteel/myData/notification/delete': { who: SIGNED_IN, input: { ids: [id] } },
    'GET /atsteel/myData/suggestion/page': { who: SIGNED_IN },
    'GET /atsteel/myData/suggestion/detail': { who: SIGNED_IN, input: { id } },
    'POST /atsteel/myData/suggestion/save': { who: SIGNED_IN, input: { type: 'function', content: '' } },
    'POST /atsteel/myData/suggestion/delete': { who: SIGNED_IN, input: { id } },
    'GET /atsteel/DataManagement/suggestion/page': { who: replier },
    'GET /atsteel/DataManagement/suggestion/detail': { who: replier, input: { id } },
    'POST /atsteel/DataManagement/suggestion/reply': { who: replier, input: { id, reply: 'ok' } },
    'GET /atsteel/question/current': { who: EVERYONE },
    'POST /atsteel/question/save': { who: SIGNED_IN, input: { questionnaireId: id, answers: {} } },
    'GET /atsteel/DataManagement/question/page': { who: manager },
    'GET /atsteel/DataManagement/question/get': { who: manager, input: { id } },
    'POST /atsteel/DataManagement/question/save': { who: manager, input: { id, titleZh: '' } },
    'POST /atsteel/DataManagement/question/publish': { who: manager, input: { id } },
    'POST /atsteel/DataManagement/question/close': { who: manager, input: { id } },
    'POST /atsteel/DataManagement/question/delete': { who: manager, input: { id } },
    'GET /atsteel/DataManagement/question/results': { who: manager, input: { id } },
    'GET /atsteel/DataManagement/question/textAnswers': { who: manager, input: { id, questionId: 'q1' } },
  };
}

const TABLE: Record<string, Rule> = {
  'GET /health': { who: EVERYONE },
  'GET /health/ready': { who: EVERYONE },
  'GET /robots.txt': { who: EVERYONE },
  'GET /sitemap.xml': { who: EVERYONE },
  'GET /sitemap-pages.xml': { who: EVERYONE },
  'GET /sitemap-grades.xml': { who: EVERYONE, input: { page: 1 } },
  'GET /atsteel/docs*': { who: EVERYONE, wildcard: 'swagger-ui.css' },
  'POST /atsteel/loginCustom/login': { who: EVERYONE, input: { account: 'demo-individual', password: DEMO_PASSWORD } },
  'POST /atsteel/loginCustom/checkLogin': { who: SIGNED_IN },
  'GET /atsteel/loginCustom/logout': { who: EVERYONE, endsSession: true },
  'GET /atsteel/loginCustom/getRolePermission': { who: SIGNED_IN },
  'GET /atsteel/loginCustom/getLoginConfig': { who: EVERYONE },
  'GET /atsteel/loginCustom/verifyCode': { who: EVERYONE },
  'POST /atsteel/loginCustom/loginByMobile': { who: EVERYONE, input: { mobile: '13800000001', smsCode: '123456' } },
  'POST /atsteel/loginCustom/loginByMobileAndRegis': { who: EVERYONE, input: { mobile: '13900000009', smsCode: '123456', agreements: AGREED } },
  'GET /atsteel/loginCustom/wxLogin/getWxConfig': { who: EVERYONE },
  'POST /atsteel/loginCustom/wxLogin/login': { who: EVERYONE, input: { state: STATE } },
  'POST /atsteel/loginCustom/wxLogin/sandboxConfirm': { who: EVERYONE, input: { state: STATE, nickname: '微信用户' } },
  'POST /atsteel/loginCustom/wxBindingMobile': {
    who: EVERYONE,
    input: { ticket: STATE, mobile: '13900000009', smsCode: '123456', agreements: AGREED },
  },
  'GET /atsteel/loginCustom/verifySSOToken': { who: EVERYONE, input: { jwtStr: 'a.b.c' } },
  'POST /atsteel/gateway/sendMobile': { who: EVERYONE, input: { mobile: '13900000009', type: 'register' } },
  'POST /atsteel/gateway/verifySmsCode': { who: EVERYONE, input: { mobile: '13900000009', smsCode: '123456', type: 'register' } },
  'POST /atsteel/gateway/verifyMobileIsExist': { who: EVERYONE, input: { mobile: '13900000009' } },
  'POST /atsteel/gateway/verifyUserNameIsExist': { who: EVERYONE, input: { userName: 'someone' } },
  'POST /atsteel/gateway/saveUserInfo': { who: EVERYONE, input: { userType: 'individual' } },
  'POST /atsteel/gateway/forgetPassword': {
    who: EVERYONE,
    input: { mobile: '13900000009', smsCode: '123456', password: 'Matrix-2026', confirmPassword: 'Matrix-2026' },
  },
  'GET /atsteel/gateway/listUserLevelList': { who: EVERYONE },
  'GET /atsteel/myData/getPersonalData': { who: SIGNED_IN },
  'POST /atsteel/myData/savePersonalData': { who: SIGNED_IN, input: { realName: '测试' } },
  // A wrong current password: the call is allowed but must not end the table's sessions.
  'POST /atsteel/myData/updatePassword': {
    who: SIGNED_IN,
    input: { oldPassword: 'not-the-password-1', password: 'Matrix-2026', confirmPassword: 'Matrix-2026' },
  },
  'POST /atsteel/myData/sendNewMobileCode': { who: SIGNED_IN, input: { mobile: '13900000008' } },
  'POST /atsteel/myData/updateMobile': { who: SIGNED_IN, input: { mobile: '13900000008', smsCode: '123456' } },
  'POST /atsteel/myData/sendEmailCode': { who: SIGNED_IN, input: { email: 'matrix@example.com' } },
  'POST /atsteel/myData/verifyEmailCode': { who: SIGNED_IN, input: { email: 'matrix@example.com', code: '123456' } },
  'POST /atsteel/myData/saveEmail': { who: SIGNED_IN, input: { email: 'matrix@example.com', code: '123456' } },
  'POST /atsteel/myData/wechatBindStart': { who: SIGNED_IN },
  'POST /atsteel/myData/wechatBindResult': { who: SIGNED_IN, input: { state: STATE } },
  'POST /atsteel/myData/wechatUnbind': { who: SIGNED_IN },
  'GET /atsteel/other/agreement': { who: EVERYONE, input: { type: 'user' } },
  'POST /atsteel/statistics/saveVisitData': { who: EVERYONE, input: { url: 'https://atsteel.example/', path: '/' } },
  'GET /atsteel/statistics/getUserInfo': { who: EVERYONE },
  'POST /atsteel/homePage/updateLanguageType': { who: SIGNED_IN, input: { languageType: 'zh' } },
  'GET /atsteel/homePage/getNews': { who: EVERYONE },
  'GET /atsteel/homePage/getTechnologyLibrary': { who: EVERYONE },
  'GET /atsteel/homePage/getHotData': { who: EVERYONE },
  'GET /atsteel/homePage/listLoactionConfig': { who: EVERYONE },
  'POST /atsteel/homePage/updateLoactionConfig': {
    who: only('demo-auditor'),
    input: { sections: ['banner', 'news', 'hotGrades', 'library', 'services'].map((code) => ({ code, enabled: true })) },
  },
  'GET /atsteel/user/address/getAddress': { who: SIGNED_IN, input: { pageNum: 1, pageSize: 10 } },
  'GET /atsteel/user/address/getAddressDetail': { who: SIGNED_IN, input: { id: 1 } },
  'POST /atsteel/user/address/saveAddress': { who: SIGNED_IN, input: ADDRESS },
  'POST /atsteel/user/address/updateDefault': { who: SIGNED_IN, input: { id: 1 } },
  'POST /atsteel/user/address/deleteAddress': { who: SIGNED_IN, input: { id: 1 } },
  ...materialRoutes('steelName'),
  ...materialRoutes('weldingMetal'),
  ...materialRoutes('alloyName'),
  'POST /atsteel/material/search': { who: EVERYONE, input: { keyword: 'Q235' } },
  'POST /atsteel/material/getSpecExtend': { who: EVERYONE, input: {} },
  'GET /atsteel/material/suggest': { who: EVERYONE, input: { q: 'Q23' } },
  'GET /atsteel/hot/data/listHotSteel': { who: EVERYONE },
  'GET /atsteel/hot/data/listHotBrand': { who: EVERYONE },
  'GET /atsteel/hot/data/listHotKeywords': { who: EVERYONE },
  'GET /atsteel/hot/data/listHotPurpose': { who: EVERYONE },
  'POST /atsteel/searchHistory/saveRecode': { who: SIGNED_IN, input: { keyword: 'Q235', type: 'steel' } },
  'GET /atsteel/searchHistory/getRecode': { who: SIGNED_IN },
  'POST /atsteel/searchHistory/delRecode': { who: SIGNED_IN, input: { all: true } },
  'GET /atsteel/myData/listCollection': { who: SIGNED_IN },
  'POST /atsteel/myData/saveCollection': { who: SIGNED_IN, input: { gradeId: 1 } },
  'POST /atsteel/myData/deleteCollection': { who: SIGNED_IN, input: { gradeId: 1 } },
  'GET /atsteel/zhj/dataSet/list': { who: EVERYONE },
  'GET /atsteel/zhj/dataSet/rows': { who: EVERYONE, input: { id: 1 } },
  'GET /atsteel/intelligentMatching/condition': { who: EVERYONE, input: { type: 'steel' } },
  'GET /atsteel/intelligentMatching/steelList': { who: EVERYONE, input: { keyword: 'Q235' } },
  'POST /atsteel/intelligentMatching/results': { who: EVERYONE, input: { gradeId: 1, pageSize: 5 } },
  'POST /atsteel/intelligentMatching/contrast': { who: EVERYONE, input: { ids: [1, 2] } },
  'POST /atsteel/intelligentMatching/weldingResults': { who: EVERYONE, input: { baseIds: [1] } },
  ...enterpriseStandardRoutes(),
  ...recommendedProductRoutes(),
  ...laboratoryEntryRoutes(),
  ...companyRoutes(),
  ...paymentRoutes(),
  ...equipmentsRoutes(),
  ...researchDemandMatrix(),
  ...labPublicationRoutes(),
  ...testOrderRoutes(),
  // enterprise R&D data (issue 16): the data chain's public key
  'GET /atsteel/researchData/chain/publicKey': { who: EVERYONE },
  ...researchSharingRoutes(),
  ...researchImportRoutes(),
  ...researchDataSetRoutes(),
  ...cloudTestingCatalogueRoutes(),
  ...qualitySimulationRoutes(),
  ...qualityApplicationRoutes(),
  ...qualityRankingRoutes(),
  ...customizationRoutes(),
  ...communityRoutes(),
  ...documentRoutes(),
  ...contentRoutes(),
  ...serviceHallRoutes(),
  ...industryRoutes(),
  ...aiRoutes(),
};

const registered = new Set<string>();
const t = await createTestApp({
  onRoute: (route) => {
    for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
  },
});
afterAll(() => t.close());

/** The table's rule of a route; HEAD follows the GET of the same path. */
function ruleOf(route: string): [key: string, rule: Rule] | undefined {
  const [method, url] = route.split(' ');
  const asked = method === 'HEAD' && registered.has(`GET ${url}`) ? `GET ${url}` : route;
  if (TABLE[asked]) return [asked, TABLE[asked]];
  return Object.entries(TABLE).find(([key]) => key.endsWith('*') && asked.startsWith(key.slice(0, -1)));
}

const tokens = new Map<User, string>();
beforeAll(async () => {
  for (const user of USERS) tokens.set(user, await t.loginAs(user));
});

async function callAs(caller: Caller, route: string, rule: Rule) {
  const [method, path] = route.split(' ');
  const url = path.replace('*', rule.wildcard ?? '');
  const token = caller === 'visitor' ? undefined : rule.endsSession ? await t.loginAs(caller) : tokens.get(caller);
  const input = rule.input ?? {};
  const query = Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));
  if (rule.upload) {
    const body = multipart({ name: 'matrix.png', bytes: pngImage() });
    return t.app.inject({ method: 'POST', url, query, headers: { ...authHeaders({ token, lang: 'en' }), ...body.headers }, payload: body.payload });
  }
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: authHeaders({ token, lang: 'en' }),
    ...(method === 'GET' || method === 'HEAD' ? { query } : { payload: input }),
  });
}

describe('authorization matrix', () => {
  it('knows the eight demo roles, one account each', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.userName).sort()).toEqual([...USERS].sort());
    expect(new Set(DEMO_ACCOUNTS.map((account) => account.role))).toEqual(new Set(ROLES));
  });

  it('has a line for every registered route', () => {
    expect([...registered].filter((route) => !ruleOf(route))).toEqual([]);
  });

  it('lists no route the server does not register', () => {
    const covered = new Set([...registered].map((route) => ruleOf(route)?.[0]));
    expect(Object.keys(TABLE).filter((key) => !covered.has(key))).toEqual([]);
  });

  it.each([...registered].sort())('%s answers each caller as the table says', async (route) => {
    const found = ruleOf(route);
    if (!found) throw new Error(`${route} has no line in the table`);
    const [, rule] = found;
    const differences: string[] = [];
    for (const caller of EVERYONE) {
      const response = await callAs(caller, route, rule);
      const status = response.statusCode;
      const body = route.startsWith('HEAD ') || !response.body ? undefined : safeJson(response.body);
      const refused = status === 401 || status === 403;
      if (rule.who.includes(caller)) {
        if (refused || status >= 500) differences.push(`${caller}: expected to be allowed, got ${status} ${response.body}`);
        continue;
      }
      const expected =
        caller === 'visitor'
          ? { status: 401, body: { code: -100, data: null, msg: 'Please log in first' } }
          : { status: 403, body: { code: -1, data: null, msg: 'Temporarily without authority' } };
      const same = status === expected.status && (body === undefined || JSON.stringify(body) === JSON.stringify(expected.body));
      if (!same) differences.push(`${caller}: expected ${expected.status} ${JSON.stringify(expected.body)}, got ${status} ${response.body}`);
    }
    expect(differences).toEqual([]);
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
