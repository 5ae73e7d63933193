// A fragment Worker's non-critical data: wait for it at most so long, and never fail the page for it.

/**
 * `load()`'s value, or null when it fails or takes longer than `timeoutMs` (logged either way, naming
 * `what` and what the page goes without: `it` or `them`).
 * @example const blogs = await withinTimeout('blog cards', 500, () => loadBlogCards(…), 'them');
 */
export async function withinTimeout<T>(
  what: string,
  timeoutMs: number,
  load: () => Promise<T>,
  pronoun: 'it' | 'them' = 'it',
): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([load(), timeout]);
    if (outcome === 'timeout') {
      console.warn(`[fc] ${what} took longer than ${timeoutMs} ms; the page goes without ${pronoun}`);
      return null;
    }
    return outcome;
  } catch (error) {
    console.error(`[fc] ${what} failed; the page goes without ${pronoun}`, error);
    return null;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
