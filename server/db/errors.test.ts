import { describe, expect, it } from 'vitest';
import { classifyDatabaseError } from './errors';

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });

describe('classifyDatabaseError', () => {
  it('reads data exceptions as bad input, also when drizzle wraps them', () => {
    expect(classifyDatabaseError(pgError('22003', 'value "2147483648" is out of range for type integer'))).toBe('badInput');
    expect(classifyDatabaseError(new Error('Failed query: select', { cause: pgError('22021') }))).toBe('badInput');
  });

  it('reads lost or refused connections as unavailable', () => {
    expect(classifyDatabaseError(pgError('57P01', 'terminating connection due to administrator command'))).toBe('unavailable');
    expect(classifyDatabaseError(pgError('08006'))).toBe('unavailable');
    expect(classifyDatabaseError(pgError('ECONNREFUSED'))).toBe('unavailable');
    expect(classifyDatabaseError(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(classifyDatabaseError(new Error('timeout exceeded when trying to connect'))).toBe('unavailable');
  });

  it('leaves everything else to the generic 500', () => {
    expect(classifyDatabaseError(pgError('23505'))).toBeNull();
    expect(classifyDatabaseError(new TypeError('x is undefined'))).toBeNull();
    expect(classifyDatabaseError(null)).toBeNull();
  });
});
