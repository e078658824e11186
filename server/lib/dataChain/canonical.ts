import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/**
 * The canonical serialisation of what a data-chain link vouches for: RFC 8785 (JSON Canonicalization Scheme)
 * through the `canonicalize` package — object keys sorted by UTF-16 code units, numbers in ECMAScript's shortest
 * round-trip form (1.50 → 1.5, 1e21 → 1e+21), strings escaped as JSON.stringify does, arrays in their order (a data
 * set's rows in row order). NaN, infinities, lone surrogates and `undefined` have no canonical form: refused.
 * Anyone can recompute a hash from an export with any RFC 8785 implementation and SHA-256.
 */
export type Canonical = null | boolean | number | string | Canonical[] | { [key: string]: Canonical };

export function canonicalText(value: Canonical): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('No canonical form: the value is undefined');
  return text;
}

/** SHA-256 of the canonical UTF-8 text, lower-case hex. */
export function contentHash(value: Canonical): string {
  return createHash('sha256').update(canonicalText(value), 'utf8').digest('hex');
}
