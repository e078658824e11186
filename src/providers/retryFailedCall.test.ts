import { describe, expect, it } from 'vitest';
import { retryFailedCall } from './refineProviders';

describe('retryFailedCall', () => {
  it('does not try an answer of 4xx again', () => {
    for (const statusCode of [400, 401, 403, 404, 409, 429]) expect(retryFailedCall(0, { statusCode, message: 'refused' })).toBe(false);
  });

  it('tries network failures and server errors again, three times at most', () => {
    expect(retryFailedCall(0, { statusCode: 500 })).toBe(true);
    expect(retryFailedCall(2, { statusCode: 503 })).toBe(true);
    expect(retryFailedCall(3, { statusCode: 500 })).toBe(false);
    expect(retryFailedCall(0, new Error('Network Error'))).toBe(true);
    expect(retryFailedCall(0, null)).toBe(true);
  });
});
