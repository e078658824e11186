// Lighthouse for `npm run bench`: the default (mobile) configuration, every category, in the median of several
// runs, because scores move ±10 between runs on 2 cores (docs/decisions.md trap 10). Measures only.
// BENCH_LIGHTHOUSE_CPU sets the CPU slowdown (Lighthouse's default is 4, meant for a host with a BenchmarkIndex of
// 1,500–2,000; its docs/throttling.md suggests a lower one on a slower host): the host's index is reported with it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-sync'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const CPU_SLOWDOWN = process.env.BENCH_LIGHTHOUSE_CPU ? Number(process.env.BENCH_LIGHTHOUSE_CPU) : undefined;
const METRICS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time' };

/** Median scores (0–100) per category, the median FCP, LCP and TBT (ms) and host BenchmarkIndex of `runs` runs on `url`. */
export async function lighthouseScores(url, runs) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const throttling = CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {};
      const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES, ...throttling });
      results.push({
        ...Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])),
        ...Object.fromEntries(Object.entries(METRICS).map(([key, audit]) => [key, lhr.audits[audit]?.numericValue ?? NaN])),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    }
    return Object.fromEntries([...CATEGORIES, ...Object.keys(METRICS), 'benchmarkIndex'].map((key) => [key, median(results.map((result) => result[key]))]));
  } finally {
    chrome.kill();
  }
}
