import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/demo';
import { authHeaders, createTestApp } from '../support/app';

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
}

const ADDRESS = { consignee: '李明', telephone: '13912345678', location: ['11', '1101', '110101'], detail: '1 号' };

/** `METHOD path` → who may call it. A key ending in `*` covers every route under that prefix. */
const TABLE: Record<string, Rule> = {
  'GET /health': { who: EVERYONE },
  'GET /atsteel/docs*': { who: EVERYONE, wildcard: 'swagger-ui.css' },
  'POST /atsteel/loginCustom/login': { who: EVERYONE, input: { account: 'demo-individual', password: DEMO_PASSWORD } },
  'POST /atsteel/loginCustom/checkLogin': { who: SIGNED_IN },
  'GET /atsteel/loginCustom/logout': { who: EVERYONE, endsSession: true },
  'GET /atsteel/loginCustom/getRolePermission': { who: SIGNED_IN },
  'POST /atsteel/statistics/saveVisitData': { who: EVERYONE, input: { url: 'https://atsteel.example/', path: '/' } },
  'GET /atsteel/statistics/getUserInfo': { who: EVERYONE },
  'POST /atsteel/homePage/updateLanguageType': { who: SIGNED_IN, input: { languageType: 'zh' } },
  'GET /atsteel/user/address/getAddress': { who: SIGNED_IN, input: { pageNum: 1, pageSize: 10 } },
  'GET /atsteel/user/address/getAddressDetail': { who: SIGNED_IN, input: { id: 1 } },
  'POST /atsteel/user/address/saveAddress': { who: SIGNED_IN, input: ADDRESS },
  'POST /atsteel/user/address/updateDefault': { who: SIGNED_IN, input: { id: 1 } },
  'POST /atsteel/user/address/deleteAddress': { who: SIGNED_IN, input: { id: 1 } },
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
