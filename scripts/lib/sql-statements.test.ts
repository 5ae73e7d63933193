import { describe, expect, it } from 'vitest';
import { sqlStatements } from './sql-statements.ts';

describe('sqlStatements', () => {
  it('splits a script at each ; and leaves out comments and empty statements', () => {
    const script = `-- a migration; with a ; in its comment
CREATE TABLE t (
  a TEXT NOT NULL, /* its ; too */
  b INTEGER
);;
CREATE INDEX t_a ON t (a); -- trailing; comment
INSERT INTO t (a, b) VALUES ('x', 1)`;
    expect(sqlStatements(script)).toEqual([
      'CREATE TABLE t (\n  a TEXT NOT NULL,  \n  b INTEGER\n)',
      'CREATE INDEX t_a ON t (a)',
      "INSERT INTO t (a, b) VALUES ('x', 1)",
    ]);
  });

  it('ends nothing at a ; or a comment mark inside quotes, doubled quotes included', () => {
    expect(sqlStatements(`INSERT INTO t VALUES ('it''s; -- not a comment', "a "";"" b");SELECT 1;`)).toEqual([
      `INSERT INTO t VALUES ('it''s; -- not a comment', "a "";"" b")`,
      'SELECT 1',
    ]);
  });

  it('answers no statement for a script of comments alone', () => {
    expect(sqlStatements('-- nothing;\n/* here; */\n')).toEqual([]);
  });
});
