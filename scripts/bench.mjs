// `npm run bench`: measures and prints; it does not judge (budgets are in docs/architecture.md §6).
//   - first-load JavaScript of / and /en in Chromium: gzip (level 9) of every JS response, at the load event
//     and after the network is idle (the deferred chunks included);
//   - API throughput with autocannon: GET /health and POST /atsteel/loginCustom/checkLogin (demo-company's
//     Bearer token), req/s, p99 latency and checkLogin as a share of /health in the same run.
//   - materials search latency at 100,000 grades (scripts/bench-search.ts): p50/p95 of ~200 varied searches,
//     and of the suggestions (GET /atsteel/material/suggest) for every beginning of their keywords,
//     calling the query function on the database and through HTTP, in their own temporary database;
//   - grade matching at the same 100,000 grades: index load and build time, top-20 results over HTTP
//     (POST /atsteel/intelligentMatching/results) p50/p95 (scripts/matching/httpBench.ts, run by bench-search.ts);
//   - first-load JavaScript of the matching form (/mind/gcMatching) and its chart page (/mind/mindEchart);
//   - R&D data at 100,000 rows (scripts/bench-research.mjs; BENCH_RESEARCH=0 skips): import, rows, statistics,
//     chart, verification and export over HTTP;
//   - the AI assistant's accuracy set (scripts/bench-ai.mjs; BENCH_AI=0 skips): answers scored, latency p50/p95.
//   - Lighthouse (mobile) of /, /en, the Q355B grade page and the search page (?q=S355): median of BENCH_LIGHTHOUSE_RUNS (default 5, 0 skips) runs (scripts/lighthouse.mjs;
//     BENCH_LIGHTHOUSE_CPU sets its CPU slowdown, default 4), with the host's BenchmarkIndex.
// It builds dist/ when missing or stale (as npm start does) and starts the real server on a free port with a temporary data folder
// (tests/e2e/serve.mjs), stopped and removed at the end, on errors and on Ctrl-C.
// Environment: BENCH_SECONDS (default 10) per API run, BENCH_CONNECTIONS (default 10), BENCH_VERBOSE=1 lists files,
// BENCH_GRADES (default 100000) synthetic grades for the search, BENCH_SEARCH=0 skips it.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { lighthouseScores } from './lighthouse.mjs';
import { researchDataBench } from './bench-research.mjs';
import { aiBench } from './bench-ai.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = positive(process.env.BENCH_SECONDS, 10);
const CONNECTIONS = positive(process.env.BENCH_CONNECTIONS, 10);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const WARMUP_SECONDS = 1;
const PASSWORD = 'Atsteel-2026';
// docs/decisions.md trap 9, as in playwright.config.ts.
const LAUNCH = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

function positive(value, fallback) {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// ---------------------------------------------------------------------------------------------------
// Server lifecycle

let server; // the serve.mjs child
let searchBench; // the bench-search.ts child
let serverLog = '';
let browser;
let cleaningUp;

function startServer(port) {
  server = spawn(process.execPath, [path.join(root, 'tests', 'e2e', 'serve.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), ATSTEEL_CAPTCHA: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    serverLog = (serverLog + chunk).slice(-20_000);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  server.exited = new Promise((resolve) => server.once('exit', resolve));
}

async function waitForHealth(base, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped while starting:\n${serverLog}`);
    try {
      const response = await fetch(`${base}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The server did not answer ${base}/health within ${timeoutMs / 1000} s:\n${serverLog}`);
}

/** Closes the browser, stops the server (serve.mjs stops PostgreSQL and removes the temp folder). */
function cleanUp() {
  cleaningUp ??= (async () => {
    await browser?.close().catch(() => undefined);
    if (searchBench && searchBench.exitCode === null) {
      searchBench.kill('SIGTERM');
      await new Promise((resolve) => searchBench.once('exit', resolve));
    }
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
      await server.exited;
      clearTimeout(timer);
    }
  })();
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server ...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------------
// First-load JavaScript

async function firstLoadJs(base, pagePath) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const scripts = []; // { url, done: Promise<number>, at }
  const isJs = (response) => {
    const type = response.headers()['content-type'] ?? '';
    return response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type);
  };
  page.on('response', (response) => {
    if (!isJs(response) || response.status() >= 300) return;
    scripts.push({
      url: response.url(),
      size: response
        .body()
        .then((body) => gzipSync(body, { level: 9 }).length)
        .catch(() => 0),
    });
  });
  await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
  const atLoad = scripts.length;
  await page.waitForLoadState('networkidle');
  await sleep(1000); // the login check and visit record start shortly after the first paint
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts.map((script) => script.size));
  await context.close();
  const files = scripts.map((script, index) => ({ name: new URL(script.url).pathname, bytes: sizes[index], atLoad: index < atLoad }));
  const sum = (list) => list.reduce((total, file) => total + file.bytes, 0);
  const loaded = files.filter((file) => file.atLoad);
  return { path: pagePath, loadBytes: sum(loaded), loadCount: loaded.length, idleBytes: sum(files), idleCount: files.length, files };
}

/** The matching chart page for Q355B and S355JR (ids looked up, as the catalogue's ids are not fixed). */
async function chartPagePath(base) {
  const idOf = async (name) => {
    const response = await fetch(`${base}/atsteel/intelligentMatching/steelList?keyword=${encodeURIComponent(name)}&type=steel`);
    const grade = (await response.json()).data?.list?.find((item) => item.name === name);
    if (!grade) throw new Error(`Grade ${name} not found for the chart page`);
    return grade.id;
  };
  return `/mind/mindEchart?ids=${await idOf('Q355B')},${await idOf('S355JR')}`;
}

// ---------------------------------------------------------------------------------------------------
// API throughput

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function throughput(base, label, request) {
  await cannon({ url: `${base}${request.path}`, duration: WARMUP_SECONDS, ...request.options });
  const result = await cannon({ url: `${base}${request.path}`, duration: SECONDS, ...request.options });
  return {
    label,
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function demoToken(base) {
  const response = await fetch(`${base}/atsteel/loginCustom/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo-company', password: PASSWORD }),
  });
  const body = await response.json();
  if (body.code !== 200) throw new Error(`Login of demo-company failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

// ---------------------------------------------------------------------------------------------------
// Materials search at scale

/** Runs scripts/bench-search.ts (its own temporary database) and returns the JSON it prints. */
function searchAtScale() {
  return new Promise((resolve, reject) => {
    let output = '';
    searchBench = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'bench-search.ts')], {
      cwd: root,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    searchBench.stdout.on('data', (chunk) => {
      output += chunk;
    });
    searchBench.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`scripts/bench-search.ts failed (exit ${code})`));
      resolve(JSON.parse(output.trim().split('\n').at(-1)));
    });
  });
}

// ---------------------------------------------------------------------------------------------------

function table(headers, rows) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) =>
    cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('   ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('   '), ...rows.map(line)].join('\n');
}

/** The page of a grade by its name (the suggestion endpoint gives its address: ids are not fixed). */
async function gradePagePath(base, name) {
  const response = await fetch(`${base}/atsteel/material/suggest?q=${encodeURIComponent(name)}`);
  const item = (await response.json()).data?.find((entry) => entry.kind === 'grade' && entry.label === name);
  if (!item) throw new Error(`Grade ${name} not found for the grade page`);
  return item.path;
}

async function main() {
  const started = Date.now();
  // The same rule as `npm start`: build dist/ when it is missing or older than its sources (a stale build measures
  // an old app).
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-needed.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');

  const port = await freePort();
  const base = `http://localhost:${port}`;
  console.log(`Starting the server on port ${port} with a temporary data folder ...`);
  startServer(port);
  await waitForHealth(base);

  browser = await chromium.launch(LAUNCH);
  const pages = [];
  for (const pagePath of ['/', '/en', '/mind/gcMatching', await chartPagePath(base)]) pages.push(await firstLoadJs(base, pagePath));
  await browser.close();
  browser = undefined;

  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const audits = [];
  if (lighthouseRuns > 0) {
    console.log(`Running Lighthouse (mobile, ${lighthouseRuns} runs per page) ...`);
    // The home in both languages, a grade page and the search page (issue 22).
    const auditPaths = ['/', '/en', await gradePagePath(base, 'Q355B'), '/material/materialHome?q=S355'];
    for (const pagePath of auditPaths) audits.push({ path: pagePath, ...(await lighthouseScores(`${base}${pagePath}`, lighthouseRuns)) });
  }

  const token = await demoToken(base);
  console.log(`Measuring API throughput (${CONNECTIONS} connections, ${SECONDS} s each after a ${WARMUP_SECONDS} s warm-up) ...`);
  const health = await throughput(base, 'GET /health', { path: '/health', options: {} });
  const check = await throughput(base, 'POST /atsteel/loginCustom/checkLogin', {
    path: '/atsteel/loginCustom/checkLogin',
    options: {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    },
  });

  let research;
  if (process.env.BENCH_RESEARCH !== '0') {
    console.log('Measuring R&D data (importing a generated data set first) ...');
    research = await researchDataBench(base, PASSWORD);
  }

  let ai;
  if (process.env.BENCH_AI !== '0') {
    console.log('Measuring the AI assistant (the accuracy set, built-in engine) ...');
    ai = await aiBench(base, token);
  }

  const cpu = os.cpus();
  console.log(`\natsteel bench — ${new Date().toISOString()} — Node ${process.version}, ${cpu.length} × ${cpu[0]?.model?.trim() ?? 'CPU'}`);
  console.log('\nFirst-load JavaScript (gzip -9 of each JS response body)');
  console.log(
    table(
      ['page', 'at load event', 'files', 'after network idle (incl. deferred chunks)', 'files'],
      pages.map((entry) => [entry.path, kb(entry.loadBytes), entry.loadCount, kb(entry.idleBytes), entry.idleCount]),
    ),
  );
  if (VERBOSE) {
    for (const entry of pages) {
      console.log(`\n  ${entry.path}`);
      for (const file of entry.files) console.log(`    ${file.atLoad ? 'load' : 'idle'}  ${kb(file.bytes).padStart(9)}  ${file.name}`);
    }
  }

  if (audits.length) {
    const cpu = process.env.BENCH_LIGHTHOUSE_CPU ?? '4 (default)';
    console.log(`\nLighthouse (mobile, CPU slowdown ${cpu}, median of ${lighthouseRuns} runs)`);
    const ms = (value) => `${value.toFixed(0)} ms`;
    console.log(
      table(
        ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'host index'],
        audits.map((audit) => [audit.path, audit.performance, audit.accessibility, audit['best-practices'], audit.seo, ms(audit.fcp), ms(audit.lcp), ms(audit.tbt), audit.benchmarkIndex.toFixed(0)]),
      ),
    );
  }

  const share = (result) => (health.reqPerSec > 0 ? `${((result.reqPerSec / health.reqPerSec) * 100).toFixed(1)} %` : 'n/a');
  console.log(`\nAPI throughput (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each)`);
  console.log(
    table(
      ['endpoint', 'req/s', 'p99 latency', 'of /health', 'requests', 'non-2xx/errors'],
      [health, check].map((result) => [
        result.label,
        result.reqPerSec.toFixed(0),
        `${result.p99} ms`,
        share(result),
        result.total,
        result.bad,
      ]),
    ),
  );

  if (research) {
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(
      `\nR&D data at ${research.rows.toLocaleString('en')} rows (a ${(research.csvBytes / 1048576).toFixed(1)} MB CSV): ` +
        `import preview ${ms(research.previewMs)}, commit (rows written and version signed) ${ms(research.commitMs)}`,
    );
    console.log(table(['measured (HTTP, sequential)', 'p50', 'p95'], research.reads.map((read) => [read.label, ms(read.p50), ms(read.p95)])));
  }

  if (ai) {
    const ms = (value) => `${value.toFixed(0)} ms`;
    console.log(
      `\nAI assistant (built-in engine, tests/fixtures/ai-questions.json over HTTP): ${ai.correct}/${ai.total} correct ` +
        `(${ai.byLanguage.map((entry) => `${entry.lang} ${entry.ok}`).join(', ')}); value ${ai.value}, source cited ${ai.cited}, ` +
        `refusal when unanswerable ${ai.refusal}; latency p50 ${ms(ai.p50)}, p95 ${ms(ai.p95)}`,
    );
    for (const miss of ai.misses) console.log(`  missed: ${miss}`);
  }

  if (process.env.BENCH_SEARCH !== '0') {
    await cleanUp();
    cleaningUp = undefined;
    console.log(`\nMeasuring the materials search (seeding ${process.env.BENCH_GRADES ?? 100000} synthetic grades first) ...`);
    const search = await searchAtScale();
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(
      `\nMaterials search at ${search.grades.toLocaleString('en')} grades (${search.synthetic.toLocaleString('en')} synthetic; ` +
        `${search.queries} varied searches, each timed twice after a warm-up)`,
    );
    console.log(
      table(
        ['measured', 'p50', 'p95', 'p99', 'max'],
        [
          ['database (the query function, round trip included)', search.db],
          ['HTTP (POST /atsteel/<group>/search, sequential)', search.http],
        ].map(([label, result]) => [label, ms(result.p50), ms(result.p95), ms(result.p99), ms(result.max)]),
      ),
    );
    console.log(`  slowest in the database: ${search.db.slowest.join('; ')}`);
    const { suggestions } = search;
    console.log(`\nSuggestions as one types (${suggestions.queries} beginnings of those keywords, each timed twice after a warm-up)`);
    console.log(
      table(
        ['measured', 'p50', 'p95', 'p99', 'max'],
        [
          ['database (the query functions, round trips included)', suggestions.db],
          ['HTTP (GET /atsteel/material/suggest, sequential)', suggestions.http],
        ].map(([label, result]) => [label, ms(result.p50), ms(result.p95), ms(result.p99), ms(result.max)]),
      ),
    );
    console.log(`  slowest in the database: ${suggestions.db.slowest.join('; ')}`);
    const { matching } = search;
    console.log(
      `\nGrade matching at ${matching.grades.toLocaleString('en')} grades: index loaded from the database in ${ms(matching.loadMs)}, ` +
        `built in ${ms(matching.buildMs)}; the server's first call (its index is built when it starts listening) ${ms(matching.firstCallMs)}`,
    );
    console.log(
      table(
        ['measured', 'p50', 'p95', 'p99', 'max'],
        [[`HTTP top-20 (POST /atsteel/intelligentMatching/results, ${matching.queries} queries × 2, sequential)`, matching.http]].map(
          ([label, result]) => [label, ms(result.p50), ms(result.p95), ms(result.p99), ms(result.max)],
        ),
      ),
    );
    console.log(`  slowest: ${matching.http.slowest.join('; ')}`);
  }
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
