import { describe, expect, it } from 'vitest'
import { createEscaper, escapeLatex, isPrintableCodePoint, latexLinkTarget, pdfInfoText } from '../../../../server/domain/latex/escape.ts'

/** What a TeX tokenizer could read as markup if it came from the input. */
function rawSpecials(latex: string): string {
  // Remove every construct the escaper emits on purpose; what is left must be inert text.
  return latex
    .replace(/\\(textbackslash|textasciicircum|textasciitilde|textasciigrave)\{\}/g, '')
    .replace(/\\penalty5000\{\}/g, '')
    .replace(/\\[{}#$%&_]/g, '')
    .replace(/\{\[\}|\{\]\}/g, '')
    .replace(/\{\}/g, '')
    .replace(/%\n/g, '')
}

describe('escapeLatex', () => {
  it('escapes the ten specials and brackets', () => {
    expect(escapeLatex('# $ % & ~ _ ^ \\ { } [ ]').latex).toBe(
      '\\# \\$ \\% \\& \\textasciitilde{} \\_ \\textasciicircum{} \\textbackslash{} \\{ \\} {[} {]}',
    )
  })

  it.each([
    '\\input{/etc/passwd}',
    '\\write18{touch /tmp/pwned}',
    '\\immediate\\write18{rm -rf /}',
    '\\def\\x{\\x}\\x',
    '^^5cinput{/etc/passwd}',
    '^^M^^J^^@',
    '\\catcode`\\{=12 \\catcode`\\^=7',
    '% comment \\iffalse',
    '\\end{document}',
    '\\makeatletter\\@@end\\csname endofdump\\endcsname',
    '{'.repeat(5000) + '}'.repeat(5000),
    `$x^2$ & #1 ~ _ \\\\[2pt] \\item[x]`,
  ])('leaves no markup of its own in %#', (input) => {
    const { latex, log } = escapeLatex(input)
    expect(rawSpecials(latex)).not.toMatch(/[\\{}$&#^_~%]/)
    expect(log).toEqual([])
  })

  it('breaks T1 ligatures so -- `` << >> print as typed', () => {
    const { latex } = escapeLatex("a--b ``q'' <<x>> ,,")
    expect(latex).toBe("a-{}-b \\textasciigrave{}\\textasciigrave{}q'{}' <{}<x>{}> ,{},")
  })

  it('gives a 10,000-character word break opportunities and short source lines', () => {
    const { latex } = escapeLatex('x'.repeat(10_000))
    expect(latex.match(/\\penalty5000\{\}/g)!.length).toBeGreaterThan(600)
    expect(Math.max(...latex.split('\n').map((l) => l.length))).toBeLessThan(260)
    expect(latex.replace(/\\penalty5000\{\}|%\n/g, '')).toBe('x'.repeat(10_000))
  })

  it('leaves ordinary words alone', () => {
    expect(escapeLatex('Led a team of five engineers.').latex).toBe('Led a team of five engineers.')
  })

  it('collapses whitespace and control characters; keeps a no-break space as a tie', () => {
    expect(escapeLatex('  a\n\n b\tc\u00a0d \u0007e ').latex).toBe('a b c~d e')
  })

  it('keeps accented Latin, quotes, dashes and bullets as they are', () => {
    const text = 'José Müller – Škoda “quoted” ‘single’ • façade naïve Łódź € ©'
    expect(escapeLatex(text)).toEqual({ latex: text, log: [] })
  })

  it('transliterates what it can and reports it', () => {
    const { latex, log } = escapeLatex('ﬁnance ⇒ Привет Ελλάδα ≥ ①', { field: 'summary' })
    expect(latex).toBe('finance => Privet Ellada >= 1')
    expect(log).toHaveLength(1)
    expect(log[0]).toMatch(/^Replaced \d+ characters pdflatex cannot print in summary: /)
    expect(log[0]).toContain('U+FB01')
  })

  it('drops emoji, CJK, RTL scripts, zero-width and stray combining marks, one log line per field', () => {
    const { latex, log } = escapeLatex('ok 😀 中文 שלום مرحبا zero\u200bwidth x\u0303 e\u0301', { field: 'contact.name' })
    expect(latex).toBe('ok zerowidth x é')
    expect(log).toHaveLength(1)
    expect(log[0]).toMatch(/^Dropped \d+ characters pdflatex cannot print in contact\.name: /)
    for (const cp of ['U+1F600', 'U+4E2D', 'U+05E9', 'U+0645', 'U+200B', 'U+0303']) expect(log[0]).toContain(cp)
  })

  it('drops lone surrogates instead of failing', () => {
    const { latex, log } = escapeLatex('a\ud800b')
    expect(latex).toBe('ab')
    expect(log[0]).toContain('U+D800')
  })

  it('only emits characters the font table knows', () => {
    const all = Array.from({ length: 0x3000 }, (_, i) => String.fromCodePoint(i + 1)).join('')
    const { latex } = escapeLatex(all)
    for (const ch of latex) expect(isPrintableCodePoint(ch.codePointAt(0)!) || ch === '\n').toBe(true)
  })
})

describe('createEscaper', () => {
  it('collects log lines across fields and maps null to empty', () => {
    const esc = createEscaper()
    expect(esc.text(null, 'a')).toBe('')
    esc.text('😀', 'contact.name')
    esc.text('ok', 'summary')
    esc.text('中', 'skills[0].items[1]')
    expect(esc.log).toHaveLength(2)
    expect(esc.log[1]).toContain('skills[0].items[1]')
  })
})

describe('latexLinkTarget', () => {
  // hyperref turns \% \& \# back into % & # in the link (checked in render.test.ts).
  it('accepts http(s), mailto and bare domains, percent-encoding the rest', () => {
    expect(latexLinkTarget('https://example.com/a b?q=1&r=2#frag')).toBe('https://example.com/a\\%20b?q=1\\&r=2\\#frag')
    expect(latexLinkTarget('jane@example.com')).toBe('mailto:jane@example.com')
    expect(latexLinkTarget('github.com/jane')).toBe('https://github.com/jane')
    expect(latexLinkTarget('https://x.com/{}\\}')).toBe('https://x.com/\\%7B\\%7D\\%5C\\%7D')
    expect(latexLinkTarget('https://x.com/50%')).toBe('https://x.com/50\\%25')
  })

  it('refuses other schemes and non-links', () => {
    expect(latexLinkTarget('javascript:alert(1)')).toBeNull()
    expect(latexLinkTarget('file:///etc/passwd')).toBeNull()
    expect(latexLinkTarget('\\input{/etc/passwd}')).toBeNull()
    expect(latexLinkTarget('just some words')).toBeNull()
  })
})

describe('pdfInfoText', () => {
  it('keeps plain ASCII for PDF metadata', () => {
    expect(pdfInfoText('José \\input{x} Müller 😀')).toBe('Jose input x Muller')
  })
})
