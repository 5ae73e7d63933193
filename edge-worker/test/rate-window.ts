/**
 * Rate limits count in fixed windows (`fixedWindow`), so a burst that straddles a window's end
 * starts counting again halfway. A test that counts up to a limit calls this first: when less than
 * `marginSeconds` are left in the current window it waits for the next one to begin.
 *
 * @example await atWindowStart(); // then send the burst
 */
export async function atWindowStart(windowSeconds = 60, marginSeconds = 5): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const intoWindow = Date.now() % windowMs;
  if (intoWindow > windowMs - marginSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, windowMs - intoWindow + 50));
  }
}
