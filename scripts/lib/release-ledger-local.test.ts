import { describe, expect, it } from 'vitest';
import { inlineParams } from './release-ledger-local.ts';

// wrangler binds no parameters from the command line: the release command writes each value in as an SQL literal.

describe('inlineParams', () => {
  it('writes strings quoted (quotes doubled), numbers as they are, null as NULL', () => {
    expect(inlineParams('INSERT INTO t VALUES (?, ?, ?)', ['it\'s "x"; DROP TABLE t; --', 42, null])).toBe(
      `INSERT INTO t VALUES ('it''s "x"; DROP TABLE t; --', 42, NULL)`,
    );
  });

  it('refuses a count of parameters that differs from the placeholders, and numbers that are not finite', () => {
    expect(() => inlineParams('SELECT ?', [])).toThrow('more ? than parameters');
    expect(() => inlineParams('SELECT 1', [1])).toThrow('fewer ? than parameters');
    expect(() => inlineParams('SELECT ?', [Number.NaN])).toThrow('not a finite number');
  });
});
