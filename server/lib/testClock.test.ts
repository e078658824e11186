import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../tests/support/app';
import { readConfig } from '../config';
import { movableClock } from './testClock';

const mobile = '13912345670';
const sendCode = (t: TestApp) => t.call(API.gateway.sendMobile, { mobile, type: 'register' }, { lang: 'en' });

describe('the test clock (ATSTEEL_TEST_CLOCK)', () => {
  const clock = movableClock();
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [t, plain] = await Promise.all([createTestApp({ clock, testClock: clock }), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), plain?.close()]);
  });

  it('moves the server clock forward, so the SMS minute passes without waiting', async () => {
    expect((await sendCode(t)).status).toBe(200);
    const again = await sendCode(t);
    expect(again.status).toBe(429);
    const before = clock.now().getTime();
    const moved = await t.app.inject({ method: 'POST', url: '/__test/clock', payload: { advanceSeconds: 61 } });
    expect(moved.statusCode).toBe(200);
    expect(new Date(moved.json().now).getTime() - before).toBeGreaterThanOrEqual(61_000);
    expect((await sendCode(t)).status).toBe(200);
  });

  it('refuses anything but a positive number of seconds', async () => {
    for (const advanceSeconds of [0, -5, 'soon', 1e12]) {
      const response = await t.app.inject({ method: 'POST', url: '/__test/clock', payload: { advanceSeconds } });
      expect(response.statusCode, String(advanceSeconds)).toBe(400);
    }
  });

  it('does not exist without the setting, and the setting is refused in production', async () => {
    const response = await plain.app.inject({ method: 'POST', url: '/__test/clock', payload: { advanceSeconds: 61 } });
    expect(response.statusCode).toBe(404);
    expect(readConfig({ ATSTEEL_TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(readConfig({}).testClock).toBe(false);
    expect(() => readConfig({ ATSTEEL_TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(/refused/);
  });
});
