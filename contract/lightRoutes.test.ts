import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from './index';
import { LIGHT_ROUTES } from './lightRoutes';

describe('light routes', () => {
  it.each(Object.entries(LIGHT_ROUTES))('%s names an endpoint of the contract exactly', (_, route) => {
    const endpoint = ALL_ENDPOINTS.find((candidate) => candidate.path === route.path);
    expect(endpoint).toBeDefined();
    expect(endpoint!.method).toBe(route.method);
    expect(endpoint!.fullBody ?? false).toBe(route.fullBody ?? false);
  });
});
