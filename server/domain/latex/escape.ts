/**
 * Turns untrusted text (from a user, a file or a model) into LaTeX that only PRINTS it.
 *
 * The output is built from a closed vocabulary, one unit per input character:
 *   - ASCII letters, digits and punctuation that have no special meaning in LaTeX;
 *   - fixed escapes for the ten specials (# $ % & ~ _ ^ \ { }), for [ ] (optional-argument
 *     brackets) and for the backtick (T1 prints it as a quote);
 *   - non-ASCII characters that the utf8 inputenc of this TeX Live maps to a T1/TS1 glyph
 *     (the PRINTABLE table below, measured on pdfTeX 1.40.24 / TeX Live 2022);
 *   - our own break hints: `{}` (to stop T1 ligatures such as -- or ''), `\penalty5000{}`
 *     (long words), `%` + newline and newline (to keep source lines short), `~` for a no-break
 *     space.
 * Nothing from the input can therefore form a control sequence, a group, a parameter or
 * a `^^` sequence: `\input{/etc/passwd}` becomes `\textbackslash{}input\{/etc/passwd\}`.
 * Characters pdflatex cannot set are transliterated (ligatures, arrows, Greek, Cyrillic,
 * full-width forms…) or dropped, and each is reported in `log`.
 */

export interface EscapeOptions {
  /** Names the field in log lines, e.g. "experience[0].bullets[2]". */
  field?: string
  /** Add break opportunities inside words longer than LONG_WORD characters (default true). */
  breakLongWords?: boolean
}

export interface EscapeResult {
  latex: string
  /** One line per field that lost or changed characters; empty when the text was clean. */
  log: string[]
}

/** Words longer than this get break opportunities, so a 10,000-character token wraps. */
const LONG_WORD = 24
/** In a long word, a break is allowed at least this often (in characters). */
const MAX_UNBROKEN = 14
/**
 * A discouraged line break: taken only when a line has no better place to break (a 10,000
 * character word), not in an ordinary URL that fits after a normal space.
 */
const BREAK_HINT = '\\penalty5000{}'
/** Source lines are kept under TeX's input buffer and readable in logs. */
const MAX_LINE = 200

const SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '#': '\\#',
  $: '\\$',
  '%': '\\%',
  '&': '\\&',
  _: '\\_',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
  // T1 would print ` as an opening quote; a literal backtick keeps \catcode`\{ readable.
  '`': '\\textasciigrave{}',
  // Not specials, but `\\[` or `\item[` would read them as an optional argument.
  '[': '{[}',
  ']': '{]}',
}

/**
 * Characters that start a T1 ligature (-- --- '' ,, << >>) and ones that end one. (`` !` ?`
 * cannot form: the backtick is printed with \textasciigrave.)
 */
const LIGATURE_FIRST = new Set(['-', "'", ',', '<', '>'])
const LIGATURE_SECOND = new Set(['-', "'", ',', '<', '>'])

/** Where a long word may break (after these). */
const BREAK_AFTER = new Set(['/', '.', '-', '_', '@', '?', '&', '=', ':', ',', ';', '|', '+', '\\'])

/**
 * Non-ASCII code points pdflatex sets with `\usepackage[T1]{fontenc}` + utf8 (the kernel's
 * T1/TS1 declarations), as ranges. Measured by defining-checking and typesetting every code
 * point of Latin-1 … Letterlike/Arrows/CJK punctuation with the templates' fonts; format
 * characters (soft hyphen, ZWNJ) and the f-ligatures U+FB00–FB06 are left out on purpose:
 * the first are dropped, the second spelled out so text extraction sees plain letters.
 */
const PRINTABLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0xa1, 0xac],
  [0xae, 0x125],
  [0x128, 0x137],
  [0x139, 0x13e],
  [0x141, 0x148],
  [0x14a, 0x165],
  [0x168, 0x17e],
  [0x192, 0x192],
  [0x1c4, 0x1d4],
  [0x1e2, 0x1e3],
  [0x1e6, 0x1eb],
  [0x1f0, 0x1f0],
  [0x1f4, 0x1f5],
  [0x218, 0x21b],
  [0x232, 0x233],
  [0x237, 0x237],
  [0x1e02, 0x1e03],
  [0x1e0d, 0x1e0d],
  [0x1e1e, 0x1e21],
  [0x1e25, 0x1e25],
  [0x1e30, 0x1e31],
  [0x1e37, 0x1e37],
  [0x1e43, 0x1e43],
  [0x1e45, 0x1e45],
  [0x1e47, 0x1e47],
  [0x1e5b, 0x1e5b],
  [0x1e63, 0x1e63],
  [0x1e6d, 0x1e6d],
  [0x1e8e, 0x1e91],
  [0x1e9e, 0x1e9e],
  [0x1ef2, 0x1ef3],
  [0x2010, 0x2016],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2020, 0x2022],
  [0x2026, 0x2026],
  [0x2030, 0x2031],
  [0x2039, 0x203b],
  [0x203d, 0x203d],
  [0x2044, 0x2044],
  [0x204e, 0x204e],
  [0x2052, 0x2052],
  [0x20a1, 0x20a1],
  [0x20a4, 0x20a4],
  [0x20a6, 0x20a6],
  [0x20a9, 0x20a9],
  [0x20ab, 0x20ac],
  [0x20b1, 0x20b1],
  [0x2103, 0x2103],
  [0x2116, 0x2117],
  [0x211e, 0x211e],
  [0x2120, 0x2120],
  [0x2122, 0x2122],
  [0x2126, 0x2127],
  [0x212e, 0x212e],
  [0x2190, 0x2193],
  [0x2329, 0x232a],
  [0x25e6, 0x25e6],
  [0x25ef, 0x25ef],
  [0x266a, 0x266a],
  [0x3008, 0x3009],
]

export function isPrintableCodePoint(cp: number): boolean {
  if (cp >= 0x20 && cp < 0x7f) return true
  let lo = 0
  let hi = PRINTABLE_RANGES.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const [a, b] = PRINTABLE_RANGES[mid]!
    if (cp < a) hi = mid - 1
    else if (cp > b) lo = mid + 1
    else return true
  }
  return false
}

/** Explicit approximations for symbols that NFKD does not reduce to something printable. */
const REPLACEMENTS: Record<string, string> = {
  '\u2212': '-',
  '\u2043': '-',
  '\u2027': '\u00b7',
  '\u22c5': '\u00b7',
  '\u2217': '*',
  '\u2215': '/',
  '\u2216': '\\',
  '\u223c': '~',
  '\u2248': '~',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u221e': 'infinity',
  '\u21d2': '=>',
  '\u21d0': '<=',
  '\u21d4': '<=>',
  '\u2194': '<->',
  '\u27f9': '=>',
  '\u27f8': '<=',
  '\u27f6': '\u2192',
  '\u27f5': '\u2190',
  '\u2794': '\u2192',
  '\u279c': '\u2192',
  '\u2799': '\u2192',
  '\u279b': '\u2192',
  '\u279d': '\u2192',
  '\u279e': '\u2192',
  '\u279f': '\u2192',
  '\u27a0': '\u2192',
  '\u27a1': '\u2192',
  '\u2b95': '\u2192',
  '\u2b05': '\u2190',
  '\u2b06': '\u2191',
  '\u2b07': '\u2193',
  '\u21e8': '\u2192',
  '\u21a6': '\u2192',
  '\u25b6': '\u2192',
  '\u25ba': '\u2192',
  '\u25c0': '\u2190',
  '\u25cf': '\u2022',
  '\u25aa': '\u2022',
  '\u25a0': '\u2022',
  '\u25c6': '\u2022',
  '\u2666': '\u2022',
  '\u25b8': '\u2022',
  '\u2023': '\u2022',
  '\u2219': '\u2022',
  '\u29bf': '\u2022',
  '\u25c9': '\u2022',
  '\u25cb': '\u25e6',
  '\u25a1': '\u25e6',
  '\u25c7': '\u25e6',
  '\u25ab': '\u25e6',
  '\u27a2': '\u2022',
  '\u27a4': '\u2022',
  '\u2756': '\u2022',
  '\u2726': '\u2022',
  '\u2727': '\u2022',
  '\u2605': '*',
  '\u2606': '*',
  '\u272f': '*',
  '\u2733': '*',
  '\u201b': "'",
  '\u2032': "'",
  '\u2033': '"',
  '\u201f': '"',
  '\u20b9': 'Rs',
  '\u20bd': 'RUB',
  '\u20ba': 'TL',
  '\u20b4': 'UAH',
  '\u20bf': 'BTC',
  '\u20aa': 'ILS',
  '\u03bc': '\u00b5',
  '\u03a9': '\u2126',
}

const GREEK: Record<string, string> = {
  α: 'a',
  β: 'b',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
}

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
  ј: 'j',
  љ: 'lj',
  њ: 'nj',
  ђ: 'dj',
  ћ: 'c',
  џ: 'dz',
  ѓ: 'g',
  ќ: 'k',
  ѕ: 'dz',
}

function scriptTransliteration(ch: string): string | undefined {
  const lower = ch.toLowerCase()
  const table = /\p{Script=Greek}/u.test(ch) ? GREEK : /\p{Script=Cyrillic}/u.test(ch) ? CYRILLIC : undefined
  if (!table) return undefined
  const base = lower.normalize('NFD').replace(/\p{M}/gu, '')
  const latin = table[base]
  if (latin === undefined) return undefined
  if (lower === ch || latin === '') return latin
  return latin.charAt(0).toUpperCase() + latin.slice(1)
}

const allPrintable = (s: string) => [...s].every((c) => isPrintableCodePoint(c.codePointAt(0)!))

/** A printable stand-in for one code point, or undefined when there is none. */
function approximate(ch: string): string | undefined {
  const explicit = REPLACEMENTS[ch]
  if (explicit !== undefined) return explicit
  const script = scriptTransliteration(ch)
  if (script !== undefined) return script
  // Keep as many accents as the font has: ế -> ê, then e.
  const nfd = ch.normalize('NFD')
  const [base = '', ...marks] = [...nfd]
  for (let k = marks.length; k >= 0; k--) {
    const candidate = (base + marks.slice(0, k).join('')).normalize('NFC')
    if (candidate !== ch && candidate.length > 0 && allPrintable(candidate)) return candidate
  }
  // Compatibility forms: ﬁ -> fi, ① -> 1, ｆｕｌｌ -> full, ℌ -> H.
  const nfkd = ch.normalize('NFKD').replace(/\p{M}/gu, '')
  if (nfkd !== ch && nfkd.length > 0 && allPrintable(nfkd)) return nfkd.normalize('NFC')
  return undefined
}

interface Unit {
  tex: string
  /** The printable character this unit prints (a space for a tie). */
  ch: string
  space: boolean
}

const describeChar = (ch: string) => {
  const cp = ch.codePointAt(0)!
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`
  const visible = /[\p{C}\p{Z}\p{M}]/u.test(ch) ? '' : `"${ch}" `
  return `${visible}${hex}`
}

function unitsOf(text: string, replaced: Map<string, string>, dropped: Map<string, number>): Unit[] {
  const units: Unit[] = []
  const pushSpace = () => {
    const last = units[units.length - 1]
    if (last && !last.space) units.push({ tex: ' ', ch: ' ', space: true })
  }
  const pushPrintable = (ch: string) => {
    if (ch === ' ') return pushSpace()
    const tex = SPECIALS[ch] ?? ch
    units.push({ tex, ch, space: false })
  }
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0)!
    if (/[\t\n\v\f\r\u0085\p{Zs}\p{Zl}\p{Zp}]/u.test(ch)) {
      if (cp === 0xa0 || cp === 0x202f) {
        units.push({ tex: '~', ch: ' ', space: false })
      } else {
        pushSpace()
      }
      continue
    }
    if (isPrintableCodePoint(cp)) {
      pushPrintable(ch)
      continue
    }
    const approx = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/u.test(ch) ? undefined : approximate(ch)
    if (approx === undefined) {
      dropped.set(ch, (dropped.get(ch) ?? 0) + 1)
      continue
    }
    replaced.set(ch, approx)
    for (const a of approx) pushPrintable(a)
  }
  while (units.length > 0 && units[units.length - 1]!.space) units.pop()
  while (units.length > 0 && units[0]!.space) units.shift()
  return units
}

function addBreakHints(units: Unit[], breakLongWords: boolean): void {
  for (let i = 0; i + 1 < units.length; i++) {
    const u = units[i]!
    if (LIGATURE_FIRST.has(u.ch) && LIGATURE_SECOND.has(units[i + 1]!.ch)) u.tex += '{}'
  }
  if (!breakLongWords) return
  let start = 0
  while (start < units.length) {
    let end = start
    while (end < units.length && !units[end]!.space) end++
    if (end - start > LONG_WORD) {
      let sinceBreak = 0
      for (let i = start; i < end - 1; i++) {
        sinceBreak++
        const u = units[i]!
        if ((BREAK_AFTER.has(u.ch) && sinceBreak >= 4) || sinceBreak >= MAX_UNBROKEN) {
          u.tex += BREAK_HINT
          sinceBreak = 0
        }
      }
    }
    start = end + 1
  }
}

/** Joins units, keeping source lines short without changing what is printed. */
function joinUnits(units: Unit[]): string {
  let out = ''
  let lineLength = 0
  for (const u of units) {
    if (lineLength >= MAX_LINE) {
      if (u.space) {
        // A newline is a space to TeX.
        out += '\n'
        lineLength = 0
        continue
      }
      // A comment swallows the newline; the next unit is not a space, so nothing is lost.
      out += '%\n'
      lineLength = 0
    }
    out += u.tex
    lineLength += u.tex.length
  }
  return out
}

function logLines(field: string | undefined, replaced: Map<string, string>, dropped: Map<string, number>): string[] {
  const where = field ? ` in ${field}` : ''
  const lines: string[] = []
  if (dropped.size > 0) {
    const list = [...dropped].map(([ch, n]) => `${describeChar(ch)}${n > 1 ? ` x${n}` : ''}`)
    lines.push(`Dropped ${list.length} character${list.length > 1 ? 's' : ''} pdflatex cannot print${where}: ${list.join(', ')}`)
  }
  if (replaced.size > 0) {
    const list = [...replaced].map(([ch, to]) => `${describeChar(ch)} -> "${to}"`)
    lines.push(`Replaced ${list.length} character${list.length > 1 ? 's' : ''} pdflatex cannot print${where}: ${list.join(', ')}`)
  }
  return lines
}

export function escapeLatex(text: string, options: EscapeOptions = {}): EscapeResult {
  const replaced = new Map<string, string>()
  const dropped = new Map<string, number>()
  const units = unitsOf(text, replaced, dropped)
  addBreakHints(units, options.breakLongWords ?? true)
  return { latex: joinUnits(units), log: logLines(options.field, replaced, dropped) }
}

/** Collects the log lines of many fields; what the renderers use. */
export interface Escaper {
  text(value: string | null | undefined, field: string): string
  readonly log: string[]
}

export function createEscaper(): Escaper {
  const log: string[] = []
  return {
    log,
    text(value, field) {
      if (value === null || value === undefined) return ''
      const result = escapeLatex(value, { field })
      log.push(...result.log)
      return result.latex
    },
  }
}

/**
 * A link target safe to put in `\href{...}`: http(s), mailto or tel only; anything outside a
 * small character set is percent-encoded, then `#`, `%` and `&` get hyperref's escapes.
 * Returns null when the value is not a usable link (it is then printed as text only).
 */
export function latexLinkTarget(raw: string): string | null {
  const value = raw.trim()
  if (value.length === 0 || value.length > 2048) return null
  let url: string
  if (/^[^\s@/:]+@[^\s@/:]+\.[a-z]{2,}$/i.test(value)) url = `mailto:${value}`
  else if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) url = value
  else if (/^[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)+(\/\S*)?$/i.test(value)) url = `https://${value}`
  else return null
  let encoded = ''
  for (const byte of Buffer.from(url, 'utf8')) {
    const c = String.fromCharCode(byte)
    encoded += /[A-Za-z0-9\-._:/?@+=&#%]/.test(c) && byte < 0x80 ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  // A '%' not followed by two hex digits would be a broken escape: encode it.
  encoded = encoded.replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
  return encoded.replace(/[#%&]/g, (c) => `\\${c}`)
}

/** Plain ASCII for PDF metadata (\hypersetup{pdfauthor=...}): letters, digits and a few marks. */
export function pdfInfoText(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 .,'-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
}
