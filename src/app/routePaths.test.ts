import { describe, expect, it } from 'vitest';
import { CONSOLE_PATHS, PORTAL_PATHS } from '@contract/portalPaths';
import { RESOURCES } from '../resources';
import { PORTAL_ROUTES } from './routes';

/** The contract's paths are the ones the server answers with 200: each must have its page here (and the reverse is typed). */
describe('the contract’s paths', () => {
  it('each have a portal page', () => {
    const routed = new Set(PORTAL_ROUTES.map((route) => route.path));
    expect(PORTAL_PATHS.filter((path) => !routed.has(path))).toEqual([]);
  });

  it('each have a console resource (or are the console’s home)', () => {
    const resources = new Set<string>(RESOURCES.map((resource) => resource.route));
    expect(CONSOLE_PATHS.filter((path) => path !== '/my' && !resources.has(path))).toEqual([]);
  });
});
