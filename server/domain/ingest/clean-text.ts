import { fixMojibake } from './fix-mojibake.ts'

/*
 * From the text as extracted to the text the product works with. Every extractor's output goes
 * through here, so PDF, DOCX, DOC and TXT versions of one resume end up alike: the parser, the
 * skills matcher and the LLM prompts see one bullet glyph, plain spaces, whole words.
 *
 * Line structure is kept (one line per visual line, single blank lines between blocks, a tab
 * between cells of one row) because section and entry parsing work line by line.
 */

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
}

// Bullet glyphs seen in resumes, including Symbol/Wingdings private-use code points that Word
// exports, and the "o" Word uses for second-level bullets (only when it stands alone).
const BULLET_GLYPHS = '•·▪▫■□●○◦◆◇►▸▹‣⁃∙➢➤➣➔→✓✔✗❖★☆♦◊▶⦿⚫\uF0B7\uF0A7\uF076\uF0D8\uF0FC\uF0A8\uF06E\uF071\uF0E8\uF02D'
const BULLET_CLASS = `[${BULLET_GLYPHS}]`
const RANGE_ENDS = String.raw`(?:[Pp]resent|PRESENT|[Cc]urrent|CURRENT|[Nn]ow|NOW|[Tt]oday|TODAY|[Dd]ate|[Oo]ngoing)\b`
// A dash or star bullet needs a space after it, and no digit ("- 2019" may be a broken date range).
// LaTeX and Word list templates also mark items with an en or em dash ("– Led the close"); those
// need a word after them, not the end of a range split over lines ("– Present").
const LEADING_BULLET = new RegExp(`^(?:${BULLET_CLASS}\\s*|[-*o]\\s+(?!\\d)|[–—]\\s+(?=\\p{L})(?!${RANGE_ENDS}))`, 'u')
const INLINE_BULLET = new RegExp(`(?<=\\s)${BULLET_CLASS}(?=\\s)`, 'g')
const ONLY_BULLET = new RegExp(`^(?:${BULLET_CLASS}|[-*])$`)

// Spaces of every width become a plain space; zero-width characters and BOMs disappear.
const WIDE_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\uFFFD]/g
const FULLWIDTH_ASCII = /[\uFF01-\uFF5E]/g
const PAGE_NUMBER_LINE = /^(?:page\s+\d+(?:\s+of\s+\d+)?|-\s*\d+\s*-|\d+\s*\/\s*\d+)$/i

// Word parts that are hyphenated for their own sake, so a line break after them keeps the hyphen.
const COMPOUND_PREFIXES = new Set([
  'self',
  'cross',
  'multi',
  'non',
  'co',
  'pre',
  'post',
  'full',
  'part',
  'high',
  'long',
  'short',
  'well',
  'end',
  'real',
  'on',
  'off',
  'front',
  'back',
  'client',
  'customer',
  'user',
  'team',
  'detail',
  'results',
  'goal',
  'data',
  'fast',
  'hands',
  'award',
  'cost',
  'mission',
  'team',
  'problem',
  'solution',
  'time',
  'e',
  'x',
  'in',
  'out',
  'top',
  'first',
  'world',
  'state',
  'open',
])

export function cleanText(raw: string): string {
  let text = raw.replace(/\r\n?|\f|\v/g, '\n')
  text = fixMojibake(text)
  text = text
    .replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c)
    .replace(FULLWIDTH_ASCII, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\u2010\u2011\u2043]/g, '-')
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"')
    .replace(WIDE_SPACES, ' ')
    // A soft hyphen at a line end marks a word broken across lines; anywhere else it is invisible.
    .replace(/\u00AD[ \t]*\n[ \t]*/g, '')
    .replace(/\u00AD/g, '')
    .replace(ZERO_WIDTH, '')

  const lines = text
    .split('\n')
    .map(normaliseLine)
    .filter((l) => !PAGE_NUMBER_LINE.test(l))
  return squeezeBlankLines(joinBrokenLines(lines, text)).join('\n').trim()
}

// Text copied from LinkedIn carries each line twice (visible and screen-reader copies).
const DOUBLED = /^(.{6,}?) ?\1$/

function normaliseLine(line: string): string {
  let l = line
    // Cells of one row keep one tab between them; any other run of blanks is one space.
    .replace(/[ \t]+/g, (run) => (run.includes('\t') ? '\t' : run))
    .replace(/ {2,}/g, ' ')
    .trim()
  if (l.length <= 300) l = l.replace(DOUBLED, '$1')
  if (ONLY_BULLET.test(l)) return '•'
  return l.replace(LEADING_BULLET, '• ').replace(INLINE_BULLET, '•')
}

/**
 * Repairs two breaks extractors leave: a bullet glyph alone on its line (its text on the next),
 * and a word hyphenated across a line end ("manage-" / "ment").
 */
function joinBrokenLines(lines: string[], fullText: string): string[] {
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!
    const next = lines[i + 1]
    if (line === '•' && next && next !== '•' && next !== '') {
      line = `• ${next.replace(/^•\s*/, '')}`
      i++
    }
    while (i + 1 < lines.length && endsWithHyphenatedWord(line, lines[i + 1]!)) {
      const following = lines[++i]!
      line = joinHyphenated(line, following, fullText)
    }
    out.push(line)
  }
  return out
}

function endsWithHyphenatedWord(line: string, next: string): boolean {
  return /\p{L}-$/u.test(line) && /^\p{Ll}/u.test(next)
}

function joinHyphenated(line: string, next: string, fullText: string): string {
  const before = /(\p{L}+)-$/u.exec(line)?.[1] ?? ''
  const after = /^[\p{L}\p{N}]+/u.exec(next)?.[0] ?? ''
  // Keep the hyphen where the word is hyphenated anyway: a compound prefix, or the same
  // hyphenated word written elsewhere in the resume.
  const keep = COMPOUND_PREFIXES.has(before.toLowerCase()) || fullText.includes(`${before}-${after}`)
  return keep ? line + next : line.slice(0, -1) + next
}

function squeezeBlankLines(lines: string[]): string[] {
  return lines.filter((l, i) => l !== '' || (i > 0 && lines[i - 1] !== ''))
}
