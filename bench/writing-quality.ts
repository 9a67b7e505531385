/**
 * Whether what the local engine writes reads as written by a person (issue 21, "Writing"):
 *   npm run bench:writing     (writes the "Writing quality" section of bench/RESULTS.md, and every
 *                              summary and letter to bench/.tmp/writing/ for reading)
 *
 * Over the tailoring bench's 24 dev pairs and 10 written test resumes (tests/resumes, read from one
 * rendered file each) against postings written for them (bench/data/writing-postings):
 * - "experience in" slots: summaries naming a certification or a soft skill after "experience in"
 *   (or "with"), by the knowledge base's skill type or a credential's words.
 * - Appended old summaries: tailored summaries holding a sentence, or any 8 words in a row, of the
 *   source's own summary.
 * - Company named: letters whose posting names a company (dev postings: their "Company:" or
 *   "School:" line; written postings: the name written beside each pair) and that name it.
 * - Frame reuse: each letter's 5-word sequences between the greeting and the sign-off, lower case,
 *   punctuation dropped, digits masked, stock sentences left out (the application sentence that
 *   opens, "Thank you ...", and the closing request to talk: "I would welcome ...", "I look
 *   forward ..."); the share of them that appear in letters of more than 3 different candidates,
 *   averaged over the letters. Measured over the body as one run of words, and within sentences.
 * - Grammar: sentences harper.js flags (its WASM build in Node, American dialect, default rules;
 *   a spelling lint on a word the resume or the posting writes is a name, not a mistake), and
 *   sentences where "I" is not followed by a verb, or a verb by a bare gerund ("I inventory
 *   handling"), by wink-nlp's part-of-speech tags (server/domain/tailor/grammar.ts).
 * - Selection: source bullets that carry a skill or credential the posting asks for, a duty or
 *   requirement line of the posting in their own words (two content words in a row, stemmed), or a number
 *   that measures something (not a year, a version such as "PeopleSoft 9.2" or a name such as
 *   "SAS70": the engine's hasMetric), left out of the tailored resume while a bullet carrying none of them is kept.
 *   Counted apart: such bullets of a role condensed for its age, and bullets whose only strength is
 *   a number, of a role condensed as unrelated to the posting.
 * - Truth: posting terms shown by the resume and letter that the source does not support (0), and
 *   the supported terms the tailored resume's text shows (as bench/tailor-quality.ts, on the
 *   document's strings rather than its PDF).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Dialect, LocalLinter } from 'harper.js'
import { binaryInlined } from 'harper.js/binaryInlined'
import type { CoverLetterDocument, ResumeDocument } from '../shared/schemas/documents.ts'
import { KeywordIndex } from '../server/domain/text/index.ts'
import { readResumeFile } from '../server/adapters/read-resume.ts'
import { type ExtractionResult } from '../server/domain/ingest/index.ts'
import { parseJobDescription, type ParsedJob } from '../server/domain/jd/index.ts'
import { canonicalSkill, findSkills, loadSkillTaxonomy } from '../server/domain/skills/index.ts'
import { firstPersonProblems } from '../server/domain/tailor/grammar.ts'
import { hasMetric } from '../server/domain/tailor/relevance.ts'
import { askPairs, contentPairs } from '../server/domain/tailor/strength.ts'
import { normalizeBullets, sentences } from '../server/domain/tailor/text.ts'
import { tailorResume, writeCoverLetter } from '../server/domain/tailor/index.ts'
import { renderingPath } from '../tests/resumes/index.ts'
import { devPairs, readPostings, TAILOR_POSTINGS, WRITING_POSTINGS, WRITTEN_PAIRS } from './lib/tailor-pairs.ts'
import { machineLine, ROOT, writeResultsSection } from './lib/results.ts'

const TODAY = new Date(Date.UTC(2026, 10, 23))
const OUT = join(ROOT, 'bench', '.tmp', 'writing')
const devPostings = readPostings(TAILOR_POSTINGS)
const writtenPostings = readPostings(WRITING_POSTINGS)

interface Pair {
  label: string
  /** Who the candidate is: the frame-reuse count is by candidate, not by letter. */
  candidate: string
  source: ExtractionResult
  jobText: string
  company: string | null
  written: boolean
}

const pairs: Pair[] = []
for (const p of devPairs()) {
  const jobText = devPostings.get(p.posting)!
  const named = /^(?:Company|School):\s*([^,\n]+)/m.exec(jobText)?.[1]?.trim() ?? null
  pairs.push({
    label: `${p.category}/${p.id} × ${p.posting}`,
    candidate: `dev-${p.id}`,
    source: await readResumeFile(readFileSync(p.file)),
    jobText,
    company: named,
    written: false,
  })
}
for (const p of WRITTEN_PAIRS) {
  const source = await readResumeFile(readFileSync(renderingPath(p.resume, p.layout as never)))
  if (p.withoutName) source.parsed = { ...source.parsed, contact: { ...source.parsed.contact, name: null } }
  pairs.push({
    label: `${p.resume} (${p.layout}${p.withoutName ? ', no name' : ''}) × ${p.posting}`,
    candidate: p.resume,
    source,
    jobText: writtenPostings.get(p.posting)!,
    company: p.company,
    written: true,
  })
}

const linter = new LocalLinter({ binary: binaryInlined, dialect: Dialect.American })
await linter.setup()
// One rule off: MissingTo flags "I prepare account reconciliations for cash" and "I scheduled 60
// interviews a week and managed offers" (it wants "prepare to", "managed to"), which are sentences.
await linter.setLintConfig({ ...(await linter.getLintConfig()), MissingTo: false })

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
const words = (s: string) => norm(s).split(' ').filter(Boolean)
const masked = (s: string) => words(s).map((w) => (/\d/.test(w) ? '#' : w))
const grams = (ws: readonly string[], n = 5) => {
  const out: string[] = []
  for (let i = 0; i + n <= ws.length; i++) out.push(ws.slice(i, i + n).join(' '))
  return out
}

const STOCK = [
  /^(?:I am writing to apply|I would like to apply|I wish to submit my application|I am applying|Please accept my application|This letter is my application|I'?m writing to apply|I am pleased to apply|I write to apply|I respectfully submit|I would like to be considered)/i,
  /^Thank you\b/i,
  /^(?:I would welcome|I'd welcome|I look forward|I would appreciate|It would be a (?:pleasure|privilege)|I would be glad|I would be happy|I'd be glad|I'd be happy)/i,
]
const isStock = (sentence: string) => STOCK.some((r) => r.test(sentence))

/** Reads a text once: forgiving keyword matches and the skills it names (as bench/tailor-quality.ts). */
function reader(text: string) {
  const index = new KeywordIndex(text)
  const skills = new Set([...findSkills(text), ...findSkills(text.replace(/\s*\n\s*/g, ' '))].map((s) => s.toLowerCase()))
  return (term: string) => index.has(term) || skills.has((canonicalSkill(term) ?? term).toLowerCase())
}

function postingTerms(job: ParsedJob): string[] {
  const out: string[] = []
  const seen = new Set<string>()
  for (const t of [...job.requiredSkills, ...job.niceToHave, ...job.keywords]) {
    const key = (canonicalSkill(t) ?? t).toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    out.push(t)
  }
  return out
}

const CREDENTIAL_WORDS = /\b(?:certifi\w*|licen[cs]\w*|registered|chartered|CPA|PMP|SHRM|CCRN|RN|BLS|ACLS|CDL)\b/
function credentialOrSoft(item: string): boolean {
  const skill = canonicalSkill(item.trim())
  const type = skill ? loadSkillTaxonomy().typeOf(skill) : undefined
  return type === 'credential' || type === 'soft' || CREDENTIAL_WORDS.test(item)
}

interface Row {
  pair: string
  candidate: string
  written: boolean
  summary: string
  letter: CoverLetterDocument
  experienceSlot: string[]
  appended: boolean
  company: string | null
  companyNamed: boolean
  bodySentences: string[]
  /** Lints in the engine's words. */
  harper: Array<{ sentence: string; lints: string[] }>
  /** Lints inside words quoted from the resume as the candidate wrote them. */
  quotedLints: Array<{ sentence: string; lints: string[] }>
  pos: Array<{ sentence: string; problem: string }>
  supported: number
  coverage: number
  invented: string[]
  weakerKept: string[]
  /** Strong bullets of roles condensed for their age (ended 15+ years before the latest date). */
  droppedOld: string[]
  /** Bullets with a number and nothing the posting asks, of roles condensed as unrelated. */
  droppedUnrelated: string[]
  signature: string
  name: string | null
}

const rows: Row[] = []
rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })
for (const [n, pair] of pairs.entries()) {
  const job = parseJobDescription(pair.jobText)
  const input = { resume: pair.source.parsed, job, today: TODAY, resumeText: pair.source.resume_text }
  const resume: ResumeDocument = tailorResume(input).document
  const letter = writeCoverLetter(input).document
  const summary = resume.summary ?? ''

  // "experience in A, B and C": a certification or soft skill in the slot.
  const slots = [...summary.matchAll(/experience (?:in|with) ([^.;]+)/gi)].flatMap((m) => m[1]!.split(/,\s*|\s+and\s+/))
  const experienceSlot = slots.filter(credentialOrSoft)

  // The source's own summary carried over.
  const own = pair.source.parsed.summary ?? ''
  const ownSentences = sentences(own).filter((s) => words(s).length >= 6)
  const ownGrams = new Set(grams(words(own), 8))
  const appended = ownSentences.some((s) => norm(summary).includes(norm(s))) || grams(words(summary), 8).some((g) => ownGrams.has(g))

  const letterText = [letter.greeting, ...letter.paragraphs].join('\n')
  const companyNamed = pair.company === null || norm(letterText).includes(norm(pair.company))

  const bodySentences = letter.paragraphs.flatMap((p) => sentences(p))
  const sourceWords = new Set(words(`${pair.source.resume_text}\n${pair.jobText}`))
  const sourceText = ` ${words(pair.source.resume_text).join(' ')} `
  const harper: Row['harper'] = []
  const quotedLints: Row['harper'] = []
  const pos: Row['pos'] = []
  for (const sentence of bodySentences) {
    // A spelling or capitalisation lint on a word the resume or the posting writes so is a name ("Carolina BioLogic").
    const asWritten = `${pair.source.resume_text}\n${pair.jobText}`
    const found = (await linter.lint(sentence)).filter(
      (l) =>
        !(
          (l.lint_kind() === 'Spelling' || l.lint_kind() === 'Capitalization') &&
          (asWritten.includes(l.get_problem_text()) || words(l.get_problem_text()).every((w) => sourceWords.has(w)))
        ),
    )
    // A lint inside words quoted from the resume (the problem and the words around it are the
    // candidate's, as written) is the candidate's spelling or punctuation, which the letter keeps.
    const quoted = (l: (typeof found)[number]) => {
      const span = l.span()
      const before = words(sentence.slice(0, span.start)).slice(-2)
      const after = words(sentence.slice(span.end)).slice(0, 2)
      const around = [...before, ...words(l.get_problem_text()), ...after]
      return around.length >= 3 && sourceText.includes(` ${around.join(' ')} `)
    }
    const describe = (l: (typeof found)[number]) => `${l.lint_kind()}: ${l.message()} [${l.get_problem_text()}]`
    const own = found.filter((l) => !quoted(l))
    if (own.length > 0) harper.push({ sentence, lints: own.map(describe) })
    if (found.length > own.length) quotedLints.push({ sentence, lints: found.filter(quoted).map(describe) })
    for (const problem of firstPersonProblems(sentence)) pos.push({ sentence, problem })
  }

  // Truth and coverage, on the documents' strings.
  const terms = postingTerms(job)
  const sourceHas = reader(pair.source.resume_text)
  const supported = terms.filter(sourceHas)
  const resumeText = [
    resume.contact.name,
    resume.headline ?? '',
    summary,
    ...resume.experience.flatMap((e) => [e.title ?? '', e.company ?? '', e.location ?? '', ...e.bullets]),
    ...resume.skills.flatMap((g) => [g.label ?? '', ...g.items]),
    ...resume.education.flatMap((e) => [e.degree ?? '', e.field ?? '', e.institution ?? '']),
    ...resume.projects.flatMap((p) => [p.name, p.description ?? '', ...p.bullets]),
    ...resume.certifications,
  ].join('\n')
  const tailoredHas = reader(resumeText)
  const coverage = supported.length === 0 ? 1 : supported.filter(tailoredHas).length / supported.length
  const uncovered = supported.filter((t) => !tailoredHas(t))
  const withoutJobNames = (text: string) =>
    [job.title, job.company ?? '', ...(job.company ?? '').split(/,\s*/)]
      .filter((x) => x.length > 2)
      .reduce((t, name) => t.split(name).join(' . '), text.replace(/\s+/g, ' '))
  const claimsHas = reader(withoutJobNames(`${resumeText}\n${letter.paragraphs.join('\n')}`))
  const invented = terms.filter((t) => claimsHas(t) && !sourceHas(t))

  // Selection: a strong bullet left out while a weak one stays.
  const asked = [...job.requiredSkills, ...job.niceToHave, ...job.credentials.required, ...job.credentials.nice]
  // A requirement is also a duty or requirement line of the posting the bullet says in its words
  // (two content words in a row): "Oversaw ... monthly financial reports for the Board" carries
  // "financial reporting" and "board reporting" as the issue's "Managed workers' compensation program" does.
  const duties = askPairs(job)
  const carriesAsk = (bullet: string) => {
    const has = reader(bullet)
    return asked.some(has) || contentPairs(bullet).some((p) => duties.has(p))
  }
  const strong = (bullet: string) => carriesAsk(bullet) || hasMetric(bullet)
  const kept = new Set(resume.experience.flatMap((e) => e.bullets).map(norm))
  const sourceBullets = pair.source.parsed.experience.flatMap((e) => normalizeBullets(e.bullets))
  const condensedRole = (bullet: string) => {
    const at = pair.source.parsed.experience.findIndex((e) => normalizeBullets(e.bullets).includes(bullet))
    const source = pair.source.parsed.experience[at]
    return resume.experience.find((e) => e.title === (source?.title ?? null) && e.company === (source?.company ?? null))?.condensed === true
  }
  const weakKept = sourceBullets.filter((b) => kept.has(norm(b)) && !strong(b))
  // A role that ended more than 15 years before the resume's latest date is condensed for its age, bullets and all: counted apart.
  const yearOfDate = (d: string | null) => Number(/\b(?:19|20)\d\d\b/.exec(d ?? '')?.[0] ?? NaN)
  const ends = pair.source.parsed.experience.map((e) =>
    /present|current|now/i.test(e.end ?? '') ? TODAY.getUTCFullYear() : yearOfDate(e.end ?? e.start),
  )
  const latestYear = Math.max(...ends.filter(Number.isFinite), 0)
  const oldRole = (bullet: string) => {
    const at = pair.source.parsed.experience.findIndex((e) => normalizeBullets(e.bullets).includes(bullet))
    return at >= 0 && Number.isFinite(ends[at]!) && latestYear - ends[at]! > 15
  }
  const dropped = weakKept.length > 0 ? sourceBullets.filter((b) => !kept.has(norm(b)) && strong(b)) : []
  // A number alone in a role the resume condenses to one line as unrelated to the posting ("Unloaded
  // 1000 packages an hour" for an account executive) is counted apart: the engine brings such a
  // role back for what the posting asks, not for a number.
  const unrelatedNumber = (b: string) => condensedRole(b) && !carriesAsk(b)
  const weakerKept = dropped.filter((b) => !oldRole(b) && !unrelatedNumber(b))
  const droppedOld = dropped.filter(oldRole)
  const droppedUnrelated = dropped.filter((b) => !oldRole(b) && unrelatedNumber(b))

  rows.push({
    pair: pair.label,
    candidate: pair.candidate,
    written: pair.written,
    summary,
    letter,
    experienceSlot,
    appended,
    company: pair.company,
    companyNamed,
    bodySentences,
    harper,
    quotedLints,
    pos,
    supported: supported.length,
    coverage,
    invented,
    weakerKept,
    droppedOld,
    droppedUnrelated,
    signature: letter.signature,
    name: pair.source.parsed.contact.name,
  })
  writeFileSync(
    join(OUT, `${String(n + 1).padStart(2, '0')}-${pair.label.replace(/[^\w.-]+/g, '_')}.txt`),
    [
      `# ${pair.label}`,
      '',
      `Summary: ${summary}`,
      `Supported terms the tailored resume does not show: ${uncovered.join(', ') || 'none'}`,
      '',
      letter.greeting,
      '',
      ...letter.paragraphs.flatMap((p) => [p, '']),
      letter.sign_off,
      letter.signature || '(no signature line)',
      '',
      `Strong bullets left out while a weaker one stays: ${weakerKept.length === 0 ? 'none' : ''}`,
      ...weakerKept.map((b) => `  - ${b}${condensedRole(b) ? ' (its role condensed to a line)' : ''}`),
      weakerKept.length > 0 ? `Weaker bullets kept: ${weakKept.map((b) => `\n  - ${b}`).join('')}` : '',
    ].join('\n'),
  )
  process.stderr.write('.')
}
process.stderr.write('\n')

// Frame reuse: 5-word sequences shared by letters of more than 3 candidates.
function frameReuse(unit: 'body' | 'sentence') {
  const perLetter = rows.map((r) => {
    const kept = r.bodySentences.filter((s) => !isStock(s))
    return unit === 'body' ? grams(kept.flatMap(masked)) : kept.flatMap((s) => grams(masked(s)))
  })
  const owners = new Map<string, Set<string>>()
  perLetter.forEach((gs, i) => {
    for (const g of gs) {
      if (!owners.has(g)) owners.set(g, new Set())
      owners.get(g)!.add(rows[i]!.candidate)
    }
  })
  const shared = (g: string) => owners.get(g)!.size > 3
  const shares = perLetter.map((gs) => (gs.length === 0 ? 0 : gs.filter(shared).length / gs.length))
  const common = [...owners].filter(([, o]) => o.size > 3).sort((a, b) => b[1].size - a[1].size)
  return { mean: shares.reduce((a, b) => a + b, 0) / shares.length, shares, common }
}
const body = frameReuse('body')
const within = frameReuse('sentence')

const pct = (x: number) => `${(x * 100).toFixed(1)} %`
const count = (f: (r: Row) => boolean) => rows.filter(f).length
const withCompany = rows.filter((r) => r.company !== null)
const harperSentences = rows.reduce((n, r) => n + r.harper.length, 0)
const quotedSentences = rows.reduce((n, r) => n + r.quotedLints.length, 0)
const posSentences = rows.reduce((n, r) => n + new Set(r.pos.map((p) => p.sentence)).size, 0)
const invented = rows.reduce((n, r) => n + r.invented.length, 0)
const coverage = rows.reduce((n, r) => n + r.coverage, 0) / rows.length
const unsigned = rows.filter((r) => !r.name && r.signature.trim() !== '')

const goals: Array<[string, string, string, boolean]> = [
  [
    'summaries with a certification or soft skill in an "experience in" slot',
    String(count((r) => r.experienceSlot.length > 0)),
    '0',
    count((r) => r.experienceSlot.length > 0) === 0,
  ],
  ['summaries with the old summary appended', String(count((r) => r.appended)), '0', count((r) => r.appended) === 0],
  [
    'letters naming the company their posting names',
    `${count((r) => r.company !== null && r.companyNamed)}/${withCompany.length}`,
    'all',
    withCompany.every((r) => r.companyNamed),
  ],
  ['frame reuse, body as one run of words (mean share of 5-word sequences in letters of > 3 candidates)', pct(body.mean), '≤ 3 %', body.mean <= 0.03],
  ['frame reuse, within sentences', pct(within.mean), '≤ 3 %', within.mean <= 0.03],
  ["sentences flagged by harper.js in the engine's words", String(harperSentences), '0', harperSentences === 0],
  ['sentences flagged by harper.js only inside words quoted from the resume (kept as written)', String(quotedSentences), '—', true],
  ['sentences failing the "I + verb" part-of-speech check', String(posSentences), '0', posSentences === 0],
  ['signature lines without a name', String(unsigned.length), '0', unsigned.length === 0],
  [
    'pairs where a bullet with an asked skill, credential, duty line or a number was left out while a weaker one was kept',
    String(count((r) => r.weakerKept.length > 0)),
    '0',
    count((r) => r.weakerKept.length > 0) === 0,
  ],
  [
    '… and such bullets left out with a role condensed for its age (ended 15+ years before the latest date)',
    String(rows.reduce((n, r) => n + r.droppedOld.length, 0)),
    '—',
    true,
  ],
  [
    '… and bullets with a number but nothing the posting asks, left out with a role condensed as unrelated to it',
    String(rows.reduce((n, r) => n + r.droppedUnrelated.length, 0)),
    '—',
    true,
  ],
  ['invented terms (resume and letter)', String(invented), '0', invented === 0],
  ['supported-term coverage (tailored resume, its text)', pct(coverage), '≥ 98 %', coverage >= 0.98],
]

const table = rows
  .map(
    (r, i) =>
      `| ${r.pair} | ${r.experienceSlot.length > 0 ? r.experienceSlot.join(', ') : '—'} | ${r.appended ? 'yes' : '—'} | ${r.company === null ? 'none named' : r.companyNamed ? 'yes' : 'no'} | ${pct(body.shares[i]!)} | ${r.harper.length} | ${new Set(r.pos.map((p) => p.sentence)).size} | ${r.weakerKept.length} | ${pct(r.coverage)} | ${r.invented.length} |`,
  )
  .join('\n')

const flagged = rows
  .flatMap((r) => [
    ...r.harper.map((h) => `- ${r.pair}: harper: ${h.lints.join('; ')} — "${r.written ? h.sentence : '(dev letter)'}"`),
    ...r.quotedLints.map((h) => `- ${r.pair}: harper, in the resume's own words: ${h.lints.join('; ')}${r.written ? ` — "${h.sentence}"` : ''}`),
    ...r.pos.map((p) => `- ${r.pair}: part of speech: "${p.problem}"${r.written ? ` — "${p.sentence}"` : ''}`),
  ])
  .join('\n')

const report = `${machineLine()}. ${rows.length} pairs: the tailoring bench's ${rows.length - WRITTEN_PAIRS.length} dev pairs and ${WRITTEN_PAIRS.length} written test resumes against postings written for them (bench/data/writing-postings); ${new Set(rows.map((r) => r.candidate)).size} different candidates. The local engine, deterministic; the documents' structured text (no PDF).

| figure | value | goal | met |
| --- | ---: | ---: | :---: |
${goals.map(([name, value, goal, met]) => `| ${name} | ${value} | ${goal} | ${met ? 'yes' : 'no'} |`).join('\n')}

Sequences shared by more than 3 candidates, most shared first: ${
  body.common
    .slice(0, 12)
    .map(([g, o]) => `"${g}" (${o.size})`)
    .join(', ') || 'none'
}.

| pair | "experience in" slot | old summary appended | company | frame reuse | harper | POS | strong bullets left for weaker | coverage | invented |
| --- | --- | :---: | :---: | ---: | ---: | ---: | ---: | ---: | ---: |
${table}

${flagged ? `Flagged sentences (the dev letters' sentences are not quoted: they hold the dev data's resumes):\n\n${flagged}` : 'No sentence flagged.'}`
console.log(report)
writeResultsSection('Writing quality (bench/writing-quality.ts)', report)
