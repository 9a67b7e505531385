/*
 * The tokenizer shared by the taxonomy build (to make keys) and the matcher (to read text), so a
 * skill and a mention of it always tokenize alike.
 *
 * Skill names carry punctuation that ordinary tokenizers drop: "C++", "C#", ".NET", "ASP.NET",
 * "Node.js", "R&D", "CI/CD". A token is a run of letters and digits that may contain inner
 * ".", "&", "'", "+" or "#" and end in "+" or "#" ("C++", "F#"); ".NET" keeps its leading dot;
 * "/" is a token of its own so that "CI/CD" matches as three tokens and "C/C++" yields both.
 * Hyphens and other punctuation separate tokens, so "Objective-C" and "Objective C" are alike.
 * A free-standing "&" reads as "and".
 */

export interface Token {
  /** Lower-cased form used for lookups. */
  norm: string
  start: number
  end: number
}

const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}]|[.&'’+#](?=[\p{L}\p{N}]))*[+#]*|(?<![\p{L}\p{N}])\.[\p{L}][\p{L}\p{N}]*|\/|&/gu

export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0]
    const norm = raw === '&' ? 'and' : raw.toLowerCase().replace(/’/g, "'")
    tokens.push({ norm, start: m.index, end: m.index + raw.length })
  }
  return tokens
}

/** The lookup key of a skill name or alias: its tokens joined by spaces. */
export function skillKey(name: string): string {
  return tokenize(name)
    .map((t) => t.norm)
    .join(' ')
}
