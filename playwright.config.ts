import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests: Chromium from the OS packages (docs/decisions.md trap 9) against the built dist/ served by the
 * real server on a fresh embedded PostgreSQL (tests/e2e/serve.mjs). `npm run test:e2e` builds first.
 */
// E2E_PORT and ATSTEEL_STATIC_DIR let two runs (e.g. two builds) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${PORT}`;

// Debian's headless shell (package chromium-headless-shell) when installed: the full browser's launcher adds GPU
// rasterization flags that cost a software-rendered machine several times the CPU. The full browser otherwise.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const chromiumLaunchOptions = {
  executablePath,
  args: [
    ...(executablePath === HEADLESS_SHELL ? [] : ['--headless=new']),
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // 2 cores shared by the server, PostgreSQL and two browsers: generous limits, no sleeps in the tests. Some machines'
  // browsers are several times slower than others (measured on two machines of this kind): the limits allow for it.
  // One cap for every journey (the longest take a few minutes on a slow machine); it only matters when one hangs.
  timeout: 300_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    url: `${baseURL}/health`,
    env: { PORT: String(PORT), ATSTEEL_CAPTCHA: 'off' },
    reuseExistingServer: false,
    // A fresh database migrates and loads the catalogue first: slow when the machine is busy.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM to the process group: the server stops PostgreSQL and serve.mjs removes the temp data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
