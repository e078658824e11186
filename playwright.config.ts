import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests: Chromium from the OS packages (STACK.md trap 9) against the built dist/ served by the
 * real server on a fresh embedded PostgreSQL (tests/e2e/serve.mjs). `npm run test:e2e` builds first.
 */
// E2E_PORT and ATSTEEL_STATIC_DIR let two runs (e.g. two builds) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${PORT}`;

export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
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

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // 2 cores shared by the server, PostgreSQL and two browsers: generous limits, no sleeps in the tests. Some machines'
  // browsers are several times slower than others (measured on two machines of this kind): the limits allow for it.
  timeout: 90_000,
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
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM to the process group: the server stops PostgreSQL and serve.mjs removes the temp data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
