/**
 * Resolves once `condition` holds, checked every `everyMs`. It has no deadline of its own: the
 * test's timeout is the bound, so a busy machine makes a wait longer, never a test wrong (a
 * deadline of a few seconds is a guess at the machine's load).
 */
export async function until(condition: () => boolean, everyMs = 10): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, everyMs))
}
