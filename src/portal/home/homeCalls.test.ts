import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, API } from '@contract';
import { FILE_VIEW_PATH, HOME_CALLS } from './homeCalls';

describe("the home page's light calls", () => {
  it.each(Object.entries(HOME_CALLS))('%s names an endpoint of the contract exactly', (_, call) => {
    const endpoint = ALL_ENDPOINTS.find((candidate) => candidate.path === call.path);
    expect(endpoint).toBeDefined();
    expect(endpoint!.method).toBe(call.method);
  });

  it('shows pictures from the file store', () => {
    expect(FILE_VIEW_PATH).toBe(API.files.view.path);
  });
});
