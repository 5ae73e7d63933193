/**
 * The statements of an SQL script, without their terminating `;` or comments: what `wrangler d1 execute --file`
 * and `wrangler d1 migrations apply` run one by one. A `;` inside a quoted string or identifier, or inside a
 * comment, ends nothing.
 *
 * @example sqlStatements("CREATE TABLE t (a TEXT DEFAULT ';'); -- done;\nINSERT INTO t VALUES ('x');")
 * // → ["CREATE TABLE t (a TEXT DEFAULT ';')", "INSERT INTO t VALUES ('x')"]
 */
export function sqlStatements(script: string): string[] {
  const statements: string[] = [];
  // The statement so far is `current` plus the text from `from` to the cursor (comments are left out).
  let current = '';
  let from = 0;
  let i = 0;
  const end = (statementEnd: number) => {
    const statement = (current + script.slice(from, statementEnd)).trim();
    if (statement) statements.push(statement);
    current = '';
  };
  while (i < script.length) {
    const char = script[i];
    const next = script[i + 1];
    if ((char === '-' && next === '-') || (char === '/' && next === '*')) {
      const close = char === '-' ? script.indexOf('\n', i) : script.indexOf('*/', i + 2);
      current += `${script.slice(from, i)} `;
      i = close === -1 ? script.length : close + (char === '-' ? 0 : 2);
      from = i;
    } else if (char === "'" || char === '"' || char === '`') {
      // A quote doubled inside its own quotes is one quote of the text, so the literal goes on.
      i += 1;
      while (i < script.length && !(script[i] === char && script[i + 1] !== char)) i += script[i] === char ? 2 : 1;
      i += 1;
    } else if (char === ';') {
      end(i);
      i += 1;
      from = i;
    } else {
      i += 1;
    }
  }
  end(script.length);
  return statements;
}
