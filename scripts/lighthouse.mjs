// Lighthouse for `npm run bench`: the default (mobile) configuration, every category, in the median of several
// runs, because scores move ±10 between runs on 2 cores (docs/decisions.md trap 10). Measures only.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-sync'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Median scores (0–100) per category, and the median LCP and TBT (ms), of `runs` runs on `url`. */
export async function lighthouseScores(url, runs) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
      results.push({
        ...Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      });
    }
    return Object.fromEntries([...CATEGORIES, 'lcp', 'tbt'].map((key) => [key, median(results.map((result) => result[key]))]));
  } finally {
    chrome.kill();
  }
}
