/* Small helpers shared by the section parsers. */

export function isBullet(line: string): boolean {
  return line.startsWith('•')
}

export function stripBullet(line: string): string {
  return line.replace(/^•\s*/, '').trim()
}

export function wordCount(line: string): number {
  return line.split(/\s+/).filter(Boolean).length
}

/**
 * Groups lines into items (bullets, list entries). A "• " line starts an item. Other lines
 * continue the open item when the list uses bullet glyphs (wrapped lines) or start lower-case
 * (a sentence wrapped across lines); otherwise each line is an item of its own.
 */
export function toItems(lines: string[]): string[] {
  const nonBlank = lines.map((l) => l.trim()).filter(Boolean)
  const usesGlyphs = nonBlank.filter(isBullet).length >= Math.max(1, nonBlank.length / 3)
  const items: string[] = []
  let open = false
  for (const line of nonBlank) {
    const text = stripBullet(line)
    if (!text) continue
    const continues = open && !isBullet(line) && (usesGlyphs || /^[a-z(&,]/.test(text))
    if (continues) items[items.length - 1] += ` ${text}`
    else items.push(text)
    open = isBullet(line) || !usesGlyphs
  }
  return items
}
