import { describe, expect, it } from 'vitest';
import type { AccessLevel, PublicationState, Visibility } from '@contract';
import { accessLevel, type Viewer } from './access';

/**
 * The truth table of who sees what of a data set (contract/endpoints/researchData.ts has the rules in words).
 * The data set is owned by user 1 of company 10. O: owner, R: rows, S: summary only, -: does not exist for them.
 */
const VIEWERS: Record<string, { viewer: Viewer; granted: boolean }> = {
  owner: { viewer: { userId: 1, companyId: 10, auditor: false }, granted: false },
  member: { viewer: { userId: 2, companyId: 10, auditor: false }, granted: false },
  otherCompany: { viewer: { userId: 3, companyId: 20, auditor: false }, granted: false },
  visitor: { viewer: { userId: null, companyId: null, auditor: false }, granted: false },
  individual: { viewer: { userId: 4, companyId: null, auditor: false }, granted: false },
  grantedUser: { viewer: { userId: 5, companyId: null, auditor: false }, granted: true },
  grantedCompany: { viewer: { userId: 6, companyId: 30, auditor: false }, granted: true },
  auditor: { viewer: { userId: 7, companyId: null, auditor: true }, granted: false },
};
const ORDER = Object.keys(VIEWERS);
const LEVELS: Record<string, AccessLevel | null> = { O: 'owner', R: 'rows', S: 'summary', '-': null };

//  visibility     publication    recycled  owner member other visitor individual grantedUser grantedCompany auditor
const TABLE: [Visibility, PublicationState, boolean, string][] = [
  ['draft', 'unpublished', false, 'O - - - - - - -'],
  ['private', 'unpublished', false, 'O - - - - R R -'],
  ['enterprise', 'unpublished', false, 'O R - - - R R -'],
  ['users', 'unpublished', false, 'O S - - - R R -'],
  ['companies', 'unpublished', false, 'O S - - - R R -'],
  ['cloud', 'unpublished', false, 'O R R - R R R R'],
  ['public', 'unpublished', false, 'O R R R R R R R'],
  // In the recycle bin only its owner sees it, whatever its visibility and publication.
  ['private', 'unpublished', true, 'O - - - - - - -'],
  ['enterprise', 'unpublished', true, 'O - - - - - - -'],
  ['cloud', 'unpublished', true, 'O - - - - - - -'],
  ['public', 'published', true, 'O - - - - - - -'],
  // Under review: auditors see the rows (of a draft nothing: a draft cannot be under review).
  ['private', 'pending', false, 'O - - - - R R R'],
  ['enterprise', 'pending', false, 'O R - - - R R R'],
  ['users', 'pending', false, 'O S - - - R R R'],
  ['draft', 'pending', false, 'O - - - - - - -'],
  // Published: everyone sees the summary (a data product); the rows as the visibility says.
  ['private', 'published', false, 'O S S S S R R S'],
  ['enterprise', 'published', false, 'O R S S S R R S'],
  ['companies', 'published', false, 'O S S S S R R S'],
  ['cloud', 'published', false, 'O R R S R R R R'],
  ['public', 'published', false, 'O R R R R R R R'],
  ['draft', 'published', false, 'O - - - - - - -'],
  // Refused: auditors still see the summary (their queue's history), nobody else more than before.
  ['private', 'rejected', false, 'O - - - - R R S'],
  ['enterprise', 'rejected', false, 'O R - - - R R S'],
];

describe('accessLevel: every visibility × viewer × state', () => {
  it.each(TABLE)('%s, %s, recycled %s: %s', (visibility, publication, recycled, expected) => {
    const cells = expected.split(' ');
    expect(cells).toHaveLength(ORDER.length);
    const actual = ORDER.map((name) => {
      const { viewer, granted } = VIEWERS[name];
      return accessLevel(viewer, { ownerId: 1, companyId: 10, visibility, publication, recycled, granted });
    });
    expect(Object.fromEntries(ORDER.map((name, i) => [name, actual[i]]))).toEqual(Object.fromEntries(ORDER.map((name, i) => [name, LEVELS[cells[i]]])));
  });

  it('an expired grant is no grant: the caller passes granted false, and the private set is gone again', () => {
    const facts = { ownerId: 1, companyId: 10, visibility: 'private' as const, publication: 'unpublished' as const, recycled: false, granted: false };
    expect(accessLevel(VIEWERS.grantedUser.viewer, facts)).toBeNull();
  });
});
