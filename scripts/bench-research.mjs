// R&D data at 100,000 rows (issue 16), measured through HTTP on the running bench server: demo-admin creates a
// project and a data set, uploads a generated CSV of BENCH_RESEARCH_ROWS rows (default 100,000), previews and
// commits the import (one signed version), then each read call is timed RUNS times: the first and the last page of
// rows, the statistics of every column, a chart of two columns (a server-side sample), the chain's verification
// (hashes every version again) and the CSV export. Reports, never judges.
import { performance } from 'node:perf_hooks';

const ROWS = Number(process.env.BENCH_RESEARCH_ROWS ?? 100_000);
const RUNS = 15;

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const envelope = text.startsWith('{') ? JSON.parse(text) : null;
  if (!response.ok || (envelope && envelope.code !== 200)) {
    throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return envelope ? envelope.data : text;
}

/** A CSV of tensile results: specimen, C, Mn (%), yield and tensile strength (MPa), values varying row by row. */
function tensileCsv(rows) {
  const lines = ['Specimen,C,Mn,Yield Strength (MPa),Tensile Strength (MPa)'];
  for (let i = 1; i <= rows; i++) {
    const c = (0.12 + (i % 9) / 100).toFixed(2);
    const mn = (1.2 + (i % 30) / 100).toFixed(2);
    lines.push(`S${i},${c},${mn},${340 + (i % 80)},${480 + (i % 120)}`);
  }
  return lines.join('\n');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timed(label, run) {
  const times = [];
  await run();
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function researchDataBench(base, password) {
  const login = await fetch(`${base}/atsteel/loginCustom/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo-admin', password }),
  }).then((response) => response.json());
  const token = login.data.token;
  const project = await call(base, token, 'POST', '/atsteel/researchData/project/save', { name: 'Bench project' });
  const dataSet = await call(base, token, 'POST', '/atsteel/researchData/save', {
    projectId: project.id,
    name: `Bench tensile ${ROWS} rows`,
    materialName: 'Q355B',
    experimentType: 'tensile',
  });

  const csv = tensileCsv(ROWS);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const uploaded = await fetch(`${base}/atsteel/SystemManager/file/upload/file?purpose=researchDataFile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  }).then((response) => response.json());
  if (uploaded.code !== 200) throw new Error(`upload failed: ${JSON.stringify(uploaded)}`);
  const fileId = uploaded.data.id;

  let start = performance.now();
  const preview = await call(base, token, 'POST', '/atsteel/researchData/import/preview', { fileId });
  const previewMs = performance.now() - start;
  start = performance.now();
  await call(base, token, 'POST', '/atsteel/researchData/import/commit', { id: dataSet.id, fileId, mapping: preview.mapping });
  const commitMs = performance.now() - start;

  const id = dataSet.id;
  const numeric = preview.mapping.filter((column) => !column.skip && column.quantity !== 'text').map((column) => column.key);
  const reads = [
    await timed('GET rows (first page of 50)', () => call(base, token, 'GET', `/atsteel/researchData/rows?id=${id}&pageNum=1&pageSize=50`)),
    await timed('GET rows (last page of 50)', () => call(base, token, 'GET', `/atsteel/researchData/rows?id=${id}&pageNum=${Math.ceil(ROWS / 50)}&pageSize=50`)),
    await timed('GET statistics (every column)', () => call(base, token, 'GET', `/atsteel/researchData/statistics?id=${id}`)),
    await timed('GET chart (1,000 sampled points)', () =>
      call(base, token, 'GET', `/atsteel/researchData/chart?id=${id}&x=${numeric.at(-2)}&y=${numeric.at(-1)}&points=1000`),
    ),
    await timed('GET verify (hash every version again)', () => call(base, token, 'GET', `/atsteel/researchData/verify?id=${id}`)),
    await timed('GET export (CSV)', () => call(base, token, 'GET', `/atsteel/researchData/export?id=${id}&format=csv`)),
  ];
  return { rows: ROWS, csvBytes: Buffer.byteLength(csv), previewMs, commitMs, reads };
}
