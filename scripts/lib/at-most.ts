// Work on a list with a bound on how much runs at once: on these 2-core machines two processes at a time keep both
// cores busy without one starving the other (the typecheck's projects, the test platform's Worker bundles).

/**
 * Runs `work` on every item, at most `limit` at a time, in the list's order; resolves when all have ended and
 * rejects with the first failure (the items already started still end).
 * @example await atMost(2, projects, (project) => check(project));
 */
export async function atMost<Item>(
  limit: number,
  items: readonly Item[],
  work: (item: Item) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await work(next);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
