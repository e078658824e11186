/**
 * The platform's own texts about itself (issue 19): the help centre's catalogue, help articles that describe how
 * atsteel's features work today, update records that say what the platform offers, and the 'about us' page (spec §1).
 * No news, stories, solutions, people, companies, addresses, phone numbers or dates: administrators write those.
 * Each article names the portal page it describes; keep the texts true when a feature changes.
 */
export interface SeedCatalogue {
  key: string;
  nameZh: string;
  nameEn: string;
}
export interface SeedArticle {
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  bodyZh: string;
  bodyEn: string;
}

export const HELP_CATALOGUES: SeedCatalogue[] = [
  { key: 'start', nameZh: '入门', nameEn: 'Getting started' },
  { key: 'materials', nameZh: '材料查询与匹配', nameEn: 'Materials and matching' },
  { key: 'testing', nameZh: '云检测与科研预约', nameEn: 'Testing and research bookings' },
  { key: 'accounts', nameZh: '账户与企业', nameEn: 'Accounts and companies' },
  { key: 'orders', nameZh: '订单与支付', nameEn: 'Orders and payments' },
];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const list = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

export const HELP_ARTICLES: (SeedArticle & { catalogue: string })[] = [
  {
    catalogue: 'start',
    titleZh: '注册与登录',
    titleEn: 'Signing up and signing in',
    summaryZh: '用手机号注册账号，之后用密码或短信验证码登录。',
    summaryEn: 'Register with your mobile number, then sign in with your password or a text-message code.',
    bodyZh:
      p('查询牌号、浏览帮助中心等公开页面无需登录；下单检测、预约仪器、收藏、定制和企业功能需要先登录。') +
      list('点击页面右上角的“注册”，填写手机号、短信验证码和密码，阅读并同意用户协议后提交。', '注册后在“登录”页用账号和密码登录，或者用手机号和短信验证码登录；平台开通了微信登录时，也可以扫码登录。', '忘记密码时，在登录页选择“忘记密码”，通过手机验证码设置新密码。') +
      p('登录后点击右上角的头像进入个人中心。'),
    bodyEn:
      p('Public pages such as grade search and the help centre need no account; ordering tests, booking instruments, favourites, customization and company features need you to sign in.') +
      list('Choose “Register” at the top right, enter your mobile number, the text-message code and a password, accept the user agreement and submit.', 'Afterwards sign in on the sign-in page with your account and password, or with your mobile number and a text-message code; where WeChat sign-in is enabled you can also scan a code.', 'If you forget your password, choose “Forgot password” on the sign-in page and set a new one with a code sent to your phone.') +
      p('Once signed in, open the personal centre from your avatar at the top right.'),
  },
  {
    catalogue: 'start',
    titleZh: '个人中心',
    titleEn: 'The personal centre',
    summaryZh: '个人信息、收货地址、收藏、订单和消息都在个人中心。',
    summaryEn: 'Your details, delivery addresses, favourites, orders and messages live in the personal centre.',
    bodyZh:
      p('个人中心（/my）左侧的菜单按账号的角色显示：个人用户看到个人信息、收货地址、我的收藏、我的订单、消息等；企业用户和企业管理员还会看到企业信息、员工和分组；检测实验室账号会看到实验室的订单和仪器。') +
      p('消息中心汇总审核结果、订单、预约和支付等状态变化，未读消息会在页头提示。'),
    bodyEn:
      p('The menu on the left of the personal centre (/my) follows your account’s role: individuals see their details, delivery addresses, favourites, orders and messages; company users and company administrators also see the company’s information, employees and groups; laboratory accounts see their laboratory’s orders and instruments.') +
      p('The message centre collects changes of reviews, orders, bookings and payments; unread messages are shown in the header.'),
  },
  {
    catalogue: 'materials',
    titleZh: '查询材料牌号',
    titleEn: 'Searching material grades',
    summaryZh: '在材料数据库中按牌号查询钢材、焊材和铝合金，查看各标准的成分与性能。',
    summaryEn: 'Search steels, welding metals and aluminium alloys by grade and read their composition and properties per standard.',
    bodyZh:
      list('打开“材料数据库”（/material/materialHome），选择材料类型：钢材、焊材或铝合金。', '输入牌号、别名或材料编号搜索，也可以按标准、国家和类别筛选结果。', '点击牌号进入详情页，查看化学成分、力学性能和所属标准；登录后可以收藏牌号，之后在“我的收藏”里找到。') +
      p('部分数据需要会员权限才能查看完整内容，页面会注明。'),
    bodyEn:
      list('Open the materials database (/material/materialHome) and choose a material type: steel, welding metal or aluminium alloy.', 'Search by grade, alias or material number, and narrow the results by standard, country and category.', 'Open a grade to read its chemical composition, mechanical properties and standard; signed in, you can add it to your favourites and find it again under “My favourites”.') +
      p('Some data needs a membership to be shown in full; the page says so where it applies.'),
  },
  {
    catalogue: 'materials',
    titleZh: '牌号对比与智能匹配',
    titleEn: 'Comparing and matching grades',
    summaryZh: '把多个牌号并排对比，或为一个牌号、一组成分找到相近的牌号。',
    summaryEn: 'Put grades side by side, or find the grades closest to a grade or to a composition you enter.',
    bodyZh:
      p('<strong>对比：</strong>在“牌号对比”（/material/compare）中加入同一类型的牌号，成分和性能会并排显示，差异一目了然。') +
      p('<strong>智能匹配：</strong>打开“牌号匹配”（/mind/gcMatching），选择一个牌号或输入一组化学成分，再选择目标标准或国家。平台按匹配分数列出最相近的牌号，并说明每个元素和性能对分数的贡献，方便判断替代是否可行。匹配结果可以继续进入对比。') +
      p('焊材推荐会按焊接工艺为母材或异种接头给出焊材建议，并提示需要注意的地方。'),
    bodyEn:
      p('<strong>Comparing:</strong> add grades of one type to the comparison (/material/compare) to see their composition and properties side by side.') +
      p('<strong>Matching:</strong> open grade matching (/mind/gcMatching), pick a grade or enter a chemical composition, then choose the target standards or countries. The platform lists the closest grades by match score and explains how each element and property contributed, so you can judge whether a substitute fits. You can take the matches on to the comparison.') +
      p('The welding consumable recommendation suggests consumables per welding process for a base metal or a joint of two, with the points to watch.'),
  },
  {
    catalogue: 'materials',
    titleZh: '技术文库与产品定制',
    titleEn: 'The technical library and product customization',
    summaryZh: '在技术文库中阅读和购买资料；需要特殊材料时提交定制需求。',
    summaryEn: 'Read and buy documents in the technical library; request a customized product when you need a special material.',
    bodyZh:
      p('<strong>技术文库</strong>（/librany）收录材料数据表、数据集文档、技术手册、研究报告和专业图书。可以按类型和关键词查找，在线预览；付费资料在支付后下载，纸质图书支付后由平台发货，收到后在订单中确认收货。') +
      p('<strong>产品定制</strong>（/custom）：填写定制需求（类型、牌号或成分要求、数量、交付地址等）并提交。平台评估后给出报价和合同，双方按步骤推进：支付定金、生产与检测、验收、支付尾款。每一步的进度和文件都可以在“我的定制订单”中查看。'),
    bodyEn:
      p('The <strong>technical library</strong> (/librany) holds material datasheets, data set documentation, technical handbooks, research reports and books. Find them by type and keyword and preview them online; paid documents download once paid, printed books are shipped by the platform after payment and you confirm receipt in the order.') +
      p('<strong>Product customization</strong> (/custom): fill in your request (type, grade or composition requirements, quantity, delivery address and so on) and submit it. The platform evaluates it and answers with an offer and a contract; then the order moves step by step: deposit, production and testing, acceptance, balance. Every step and its files are shown under “My customization orders”.'),
  },
  {
    catalogue: 'testing',
    titleZh: '在线下单检测',
    titleEn: 'Ordering a test',
    summaryZh: '选择检测项目、填写样品信息，平台给出价格和工期，支付后由实验室检测并出具报告。',
    summaryEn: 'Choose test items and describe your samples; the platform prices the order, and after payment a laboratory tests and reports.',
    bodyZh:
      list('进入“云检测”（/cloud/cloudCheck），选择检测项目，或使用平台的常用检测套餐、自己保存的检测包。', '填写样品信息；样品较多时可以上传 XLSX 或 CSV 样品清单（第一张表、带表头）。提交前页面会显示预估价格和工作日。', '下单后订单进入待支付状态，可以在线支付，也可以按页面提示线下转账，由平台确认到账。', '实验室收样、检测并上传报告；支付完成后即可在订单详情中下载报告。订单完成后可以评价。') +
      p('订单的每一步（谁在什么时候做了什么、附带的文件）都记录在订单的时间线里。'),
    bodyEn:
      list('Open cloud testing (/cloud/cloudCheck) and choose test items, or start from one of the platform’s common test kits or a kit you saved.', 'Describe your samples; for many samples upload a sample list as XLSX or CSV (first sheet, with a header row). Before you place the order the page shows the estimated price and working days.', 'A placed order waits for payment: pay online, or by bank transfer as the page describes, which the platform confirms.', 'The laboratory receives the samples, tests them and uploads the report; once the order is paid you download the report from the order. You can evaluate a completed order.') +
      p('Every step of the order (who did what, when, with which files) is kept in the order’s timeline.'),
  },
  {
    catalogue: 'testing',
    titleZh: '预约科研仪器',
    titleEn: 'Booking a research instrument',
    summaryZh: '查看入驻实验室的仪器和可预约时段，选择时间、支付后完成预约。',
    summaryEn: 'Browse the instruments of the platform’s laboratories and their free time slots; choose a time and pay to book.',
    bodyZh:
      list('打开“检测资源”（/cloud/testResources），按类型查找入驻实验室的仪器，进入仪器详情查看能力和价格。', '选择日期后，页面列出可预约时段（北京时间）；选择同一时间段内相连的时段提交预约。', '按页面提示支付。实验室确认后按时完成实验，并在预约中上传服务记录和实验记录。') +
      p('如果找不到合适的仪器，可以发布科研需求，由实验室报价。'),
    bodyEn:
      list('Open testing resources (/cloud/testResources), find the instruments of the platform’s laboratories by type, and open one to see what it can do and its price.', 'Choose a date: the page lists the free time slots (Beijing time); choose consecutive slots of one opening range and submit the booking.', 'Pay as the page shows. The laboratory confirms, runs the experiment at the booked time and adds its service log and experiment records to the booking.') +
      p('If no instrument fits, publish a research demand and let laboratories quote for it.'),
  },
  {
    catalogue: 'accounts',
    titleZh: '企业账户、员工与分组',
    titleEn: 'Company accounts, employees and groups',
    summaryZh: '企业账号完善企业信息，企业管理员管理员工和分组。',
    summaryEn: 'A company account completes the company’s information; company administrators manage employees and groups.',
    bodyZh:
      p('以企业身份注册的账号在个人中心的“企业信息”中填写并保存企业的基本信息（名称、统一社会信用代码等）。保存企业信息后才能使用企业的其他功能。') +
      p('企业管理员在“员工”中邀请和管理员工，在“分组”中把员工分组。员工登录后使用企业的订单、资料等功能，看到的内容取决于管理员给的权限。') +
      p('检测机构可以在“实验室入驻”中提交入驻申请，平台审核通过后，实验室的仪器、案例和资料会出现在门户上。'),
    bodyEn:
      p('An account registered as a company fills in and saves the company’s basic information (name, unified social credit code and so on) under “Company information” in the personal centre. The company’s other features open once it is saved.') +
      p('Company administrators invite and manage employees under “Employees” and organise them under “Groups”. Employees sign in and use the company’s orders and data as far as their administrator allows.') +
      p('A testing organisation applies under “Laboratory entry”; once the platform approves it, the laboratory’s instruments, cases and documents appear on the portal.'),
  },
  {
    catalogue: 'orders',
    titleZh: '支付订单',
    titleEn: 'Paying for an order',
    summaryZh: '用微信支付或支付宝扫码付款；未支付的订单 30 分钟后自动关闭。',
    summaryEn: 'Pay by scanning a WeChat Pay or Alipay code; an unpaid order closes after 30 minutes.',
    bodyZh:
      list('提交订单后进入支付页，选择微信支付或支付宝，用手机扫描页面上的二维码付款。', '付款成功后页面会自动更新，订单进入已支付状态。', '待支付的订单保留 30 分钟，超时自动关闭，可以重新下单；待支付时也可以主动取消。') +
      p('所有订单都在个人中心的“我的订单”中，可以按状态、类型和时间查找；“我的账单”按月汇总已支付的金额。检测订单还支持线下转账，由平台确认到账。'),
    bodyEn:
      list('After you place an order the payment page opens: choose WeChat Pay or Alipay and scan the code on the page with your phone.', 'When the payment arrives the page updates by itself and the order is paid.', 'An order waiting for payment is kept for 30 minutes and then closes; place it again if you still need it. You can also cancel it while it waits.') +
      p('All your orders are under “My orders” in the personal centre, searchable by state, kind and time; “My bill” sums what you paid per month. Test orders can also be paid by bank transfer, which the platform confirms.'),
  },
  {
    catalogue: 'orders',
    titleZh: '申请发票',
    titleEn: 'Requesting an invoice',
    summaryZh: '为已支付的订单申请发票，平台开具后可下载电子发票。',
    summaryEn: 'Request an invoice for paid orders; once the platform issues it you can download the PDF.',
    bodyZh:
      list('在个人中心的订单中选择已支付、尚未开票的订单，申请开票。', '填写或选择保存过的发票抬头并提交；一张发票可以包含多个订单，每个订单只能开一次发票。', '平台开具发票后，申请记录中会显示发票号码，可以下载发票 PDF。'),
    bodyEn:
      list('In your orders in the personal centre, choose paid orders that have no invoice yet and request one.', 'Enter an invoice title or pick one you saved, and submit; one invoice may cover several orders, and each order is invoiced once.', 'When the platform has issued it, the request shows the invoice number and the invoice PDF to download.'),
  },
];

export const UPDATE_RECORDS: SeedArticle[] = [
  {
    titleZh: '材料数据库与智能匹配',
    titleEn: 'Materials database and grade matching',
    summaryZh: '钢材、焊材和铝合金的牌号查询、对比和匹配。',
    summaryEn: 'Search, comparison and matching of steel, welding metal and aluminium alloy grades.',
    bodyZh: p('平台提供钢材、焊材和铝合金牌号的查询与对比，可按牌号、标准和类别查找成分与性能；智能匹配按成分和性能为一个牌号或一组成分找出相近牌号并解释匹配分数；焊材推荐按焊接工艺给出建议。'),
    bodyEn: p('The platform offers search and comparison of steel, welding metal and aluminium alloy grades by grade, standard and category with their composition and properties; grade matching finds the grades closest to a grade or an entered composition and explains the score; the welding recommendation suggests consumables per process.'),
  },
  {
    titleZh: '云检测、远程科研预约与科研需求',
    titleEn: 'Cloud testing, remote research bookings and research demands',
    summaryZh: '在线下单检测、预约入驻实验室的仪器、发布科研需求。',
    summaryEn: 'Order tests online, book instruments of the platform’s laboratories, publish research demands.',
    bodyZh: p('用户可以在线选择检测项目下单，支付后由实验室检测并出具报告；可以按北京时间时段预约入驻实验室的科研仪器；也可以发布科研需求，由实验室报价。实验室通过入驻审核后在平台上发布仪器、案例和资料。'),
    bodyEn: p('Users order tests online and, once paid, a laboratory tests and reports; they book research instruments of the platform’s laboratories in Beijing-time slots; or they publish a research demand for laboratories to quote. Laboratories publish their instruments, cases and documents once their entry is approved.'),
  },
  {
    titleZh: '技术文库、产品定制、质量排名与企业研发数据',
    titleEn: 'Technical library, product customization, quality ranking and enterprise R&D data',
    summaryZh: '资料与图书、定制订单、质量与可靠性排名、企业研发数据管理。',
    summaryEn: 'Documents and books, customization orders, quality and reliability ranking, enterprise R&D data management.',
    bodyZh: p('技术文库提供材料数据表、技术手册、研究报告和图书；产品定制从需求、报价和合同到验收全程在线；质量与可靠性排名对企业和产品进行评价并提供报告；企业可以在平台上管理和共享研发数据，并管理企业标准、员工和分组。'),
    bodyEn: p('The technical library offers material datasheets, handbooks, research reports and books; product customization runs online from request, offer and contract to acceptance; the quality and reliability ranking rates companies and products and offers reports; companies manage and share their R&D data on the platform, with their enterprise standards, employees and groups.'),
  },
];

export const ABOUT_PAGE: SeedArticle = {
  titleZh: '关于我们',
  titleEn: 'About us',
  summaryZh: 'atsteel 是面向材料行业的数据与服务平台。',
  summaryEn: 'atsteel is a data and service platform for the materials industry.',
  bodyZh:
    p('atsteel 是面向材料行业的数据与服务平台，服务访客、个人用户、企业及其员工、检测实验室和平台管理员。') +
    '<h3>平台提供</h3>' +
    `<ul>${[
      '材料查询与对比：钢材、焊材和铝合金',
      '钢材与焊材的牌号匹配',
      '云检测与制样订单',
      '远程科研仪器预约',
      '产品定制订单',
      '技术文库：图书与资料',
      '企业与产品的质量和可靠性排名',
      '企业研发数据的管理与共享',
      '标准管理',
      'AI 工具与 AI 对话',
      '新闻与案例、帮助中心',
      '企业账户、员工与分组',
    ]
      .map((item) => `<li>${item}</li>`)
      .join('')}</ul>`,
  bodyEn:
    p('atsteel is a data and service platform for the materials industry, serving visitors, registered individuals, companies and their employees, testing laboratories and the platform’s administrators.') +
    '<h3>What the platform offers</h3>' +
    `<ul>${[
      'Material search and comparison: steel, welding metal and aluminium alloy',
      'Steel and welding grade matching',
      'Cloud testing and preparation orders',
      'Remote scientific research bookings',
      'Product customization orders',
      'A technical library of books and documents',
      'Quality and reliability ranking of companies and products',
      'Enterprise R&D data management and sharing',
      'Standards management',
      'AI tools and an AI conversation',
      'News and stories, and a help centre',
      'Company accounts with employees and groups',
    ]
      .map((item) => `<li>${item}</li>`)
      .join('')}</ul>`,
};
