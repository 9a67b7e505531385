/**
 * A posting's opening prose for a job card: the labelled header lines ("Company: ...") are shown
 * as the card's own fields already, so the summary starts after them.
 */
export function postingSummary(description: string, maxChars = 280): string {
  const prose = description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^[A-Za-z][A-Za-z ]{1,30}:\s*\S/.test(line))
  const first = prose.find((line) => !/^[-*•]/.test(line) && !/:$/.test(line)) ?? prose[0] ?? ''
  return first.length > maxChars ? `${first.slice(0, maxChars - 1).trimEnd()}…` : first
}
