import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ALL_ENDPOINTS, type Endpoint } from '@contract';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo';
import { authHeaders, createTestApp, uniqueIp, type TestApp } from '../support/app';

/**
 * Contract fuzzing: every endpoint of the contract (a new one is fuzzed without anyone writing a test) gets
 * inputs built around its schema — hostile values in each field, missing and extra fields, wrong types, deep
 * nesting, bodies that are not JSON — from a visitor and from every demo role. Whatever the input: no 5xx,
 * always the envelope, and an error answer writes nothing. FUZZ_RUNS and FUZZ_SEED give longer or other runs
 * (`npm run fuzz`); CI uses a fixed seed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.CI ? 20261124 : Date.now() % 2 ** 31));

/** Calls that end the caller's session would spoil the callers of later cases. */
const SKIPPED = new Set(['/atsteel/loginCustom/logout']);

/**
 * Tables a request may write. An error answer must leave them as they were: their row count and the sum of
 * their rows' xmin (which changes on every insert, update and delete). Left out: what every request may write
 * by design (sessions, visits, rate limits, login throttles, image and SMS codes, the outbox, search logs).
 */
const GUARDED_TABLES = [
  'users', 'user_roles', 'companies', 'company_registrations', 'company_groups', 'company_members', 'company_invitations',
  'addresses', 'agreement_acceptances', 'wechat_bindings', 'enterprise_standard_systems', 'enterprise_standards',
  'enterprise_grades', 'workflow_history', 'stored_files', 'recommended_products', 'grade_favourites',
  'material_grades', 'material_standards',
];

const HOSTILE = [
  0, -1, 1.5, 2147483647, 2147483648, 2 ** 53 - 1, -(2 ** 53), 1e308, -1e308, 'NaN', '1e999', '-0', '',
  'a\u0000b', '\u0001\u0007\u001f', 'x'.repeat(100_000), '\u202e', '😀'.repeat(50), "' or 1=1 --", '<script>',
  true, false, null, [], {}, [1, 2, 3], { nested: { deeper: 1 } }, ['a\u0000'],
];
const deep = (depth: number) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** A plausible value for a schema, so one hostile field reaches the handler with the others valid. */
function plausible(schema: z.ZodTypeAny, depth = 0): unknown {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
      return plausible(def.innerType as z.ZodTypeAny, depth);
    case 'pipe':
      return plausible(def.in as z.ZodTypeAny, depth);
    case 'string':
      return 'Q235B';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return depth > 3 ? [] : [plausible(def.element as z.ZodTypeAny, depth + 1)];
    case 'object':
      return depth > 3 ? {} : Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodTypeAny>).map(([key, value]) => [key, plausible(value, depth + 1)]));
    default:
      return undefined;
  }
}

const fieldsOf = (endpoint: Endpoint) => {
  const shape = (endpoint.input as { shape?: Record<string, z.ZodTypeAny> }).shape;
  return shape ? Object.keys(shape) : [];
};

/** The plausible input with every string (or every number) replaced: reaches the handler with one class of bad value. */
function replaceAll(value: unknown, kind: 'string' | 'number', by: unknown): unknown {
  if (typeof value === kind) return by;
  if (Array.isArray(value)) return value.map((item) => replaceAll(item, kind, by));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceAll(item, kind, by)]));
  return value;
}

type Case =
  | { kind: 'every'; endpoint: number; caller: number; type: 'string' | 'number'; value: unknown }
  | { kind: 'field'; endpoint: number; caller: number; field: number; value: unknown }
  | { kind: 'whole'; endpoint: number; caller: number; body: unknown }
  | { kind: 'raw'; endpoint: number; caller: number; payload: string };

let t: TestApp;
const tokens: Array<string | undefined> = [undefined];
const endpoints = ALL_ENDPOINTS.filter((endpoint) => !SKIPPED.has(endpoint.path));
const failures: string[] = [];
let cases = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const account of DEMO_ACCOUNTS) tokens.push(await t.loginAs(account.userName));
});
afterAll(async () => {
  console.log(`fuzz: ${endpoints.length} endpoints, ${cases} cases, 5xx: ${failures.filter((line) => line.startsWith('5xx')).length} (seed ${SEED})`);
  await t?.close();
});

async function fingerprint() {
  const parts = GUARDED_TABLES.map((table) => `(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${table})`);
  const { rows } = await t.db.execute(sql.raw(`select ${parts.join(" || ',' || ")} as print`));
  return rows[0].print as string;
}

function request(c: Case) {
  const endpoint = endpoints[c.endpoint];
  const headers = authHeaders({ token: tokens[c.caller], lang: c.caller % 2 ? 'en' : 'zh' });
  let input: unknown;
  if (c.kind === 'field') {
    const fields = fieldsOf(endpoint);
    const base = (plausible(endpoint.input) ?? {}) as Record<string, unknown>;
    input = fields.length ? { ...base, [fields[c.field % fields.length]]: c.value } : { unexpected: c.value };
  } else if (c.kind === 'every') input = replaceAll(plausible(endpoint.input) ?? {}, c.type, c.value);
  else if (c.kind === 'whole') input = c.body;
  if (endpoint.method === 'GET' || endpoint.upload) {
    const query = c.kind === 'raw' ? { q: c.payload } : Object.fromEntries(Object.entries((input ?? {}) as object).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
    return { method: endpoint.method, url: endpoint.path, query, headers, remoteAddress: uniqueIp() };
  }
  const payload = c.kind === 'raw' ? c.payload : JSON.stringify(input);
  return { method: endpoint.method, url: endpoint.path, payload, headers: { ...headers, 'content-type': 'application/json' }, remoteAddress: uniqueIp() };
}

const caseArbitrary: fc.Arbitrary<Case> = fc.oneof(
  fc.record({
    kind: fc.constant('every' as const),
    endpoint: fc.nat({ max: endpoints.length - 1 }),
    caller: fc.nat({ max: DEMO_ACCOUNTS.length }),
    type: fc.constant('string' as const),
    value: fc.oneof(fc.constantFrom('a\u0000b', '\u0000', 'x'.repeat(100_000), '\u202e', ''), fc.string({ unit: 'binary', maxLength: 20 }).map((text) => `${text}\u0000`)),
  }),
  fc.record({
    kind: fc.constant('every' as const),
    endpoint: fc.nat({ max: endpoints.length - 1 }),
    caller: fc.nat({ max: DEMO_ACCOUNTS.length }),
    type: fc.constant('number' as const),
    value: fc.constantFrom(2147483648, 2 ** 53 - 1, -2147483649, 1e308, 0.5, -1, 0),
  }),
  fc.record({
    kind: fc.constant('field' as const),
    endpoint: fc.nat({ max: endpoints.length - 1 }),
    caller: fc.nat({ max: DEMO_ACCOUNTS.length }),
    field: fc.nat({ max: 20 }),
    value: fc.oneof(fc.constantFrom(...HOSTILE), fc.integer(), fc.double(), fc.string({ unit: 'binary', maxLength: 40 }), fc.constant(deep(500))),
  }),
  fc.record({
    kind: fc.constant('whole' as const),
    endpoint: fc.nat({ max: endpoints.length - 1 }),
    caller: fc.nat({ max: DEMO_ACCOUNTS.length }),
    body: fc.oneof(fc.constantFrom(null, [], 'text', 42, {}, deep(500)), fc.dictionary(fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE), { maxKeys: 5 })),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    endpoint: fc.nat({ max: endpoints.length - 1 }),
    caller: fc.nat({ max: DEMO_ACCOUNTS.length }),
    payload: fc.constantFrom('{', '{"a":', 'nul\u0000l', '[]]', '"\\ud800"', '{"id": 1e999}', ' ', `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
  }),
);

describe('contract fuzzing', () => {
  it('answers every generated input without a 5xx, with the envelope, and writes nothing on an error', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(caseArbitrary, async (c) => {
        cases += 1;
        const endpoint = endpoints[c.endpoint];
        const before = await fingerprint();
        const response = await t.app.inject(request(c) as InjectOptions);
        const where = `${endpoint.method} ${endpoint.path} ${JSON.stringify(c).slice(0, 300)}`;
        if (response.statusCode >= 500) failures.push(`5xx ${response.statusCode} ${where} ${response.body.slice(0, 200)}`);
        const isFile = endpoint.blob && response.statusCode === 200;
        if (!isFile) {
          let body: { code?: unknown; msg?: unknown } | undefined;
          try {
            body = response.json();
          } catch {
            body = undefined;
          }
          if (typeof body?.code !== 'number' || typeof body.msg !== 'string') failures.push(`no envelope ${where}`);
        }
        if (response.statusCode >= 400 && (await fingerprint()) !== before) failures.push(`wrote on error ${response.statusCode} ${where}`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: false },
    );
    expect(failures).toEqual([]);
  });

  it('covers every endpoint of the contract', () => {
    expect(endpoints.length).toBeGreaterThan(100);
  });
});
