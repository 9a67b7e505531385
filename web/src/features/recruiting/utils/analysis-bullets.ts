/**
 * An analysis paragraph as bullets, one sentence each. A sentence ends at . ! or ? followed by a
 * space and a capital or digit, so "1.5 years" and "Node.js" stay whole.
 */
export function analysisBullets(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}
