/**
 * How well does the product read resumes whose every field we know? Each file of tests/resumes
 * (rendered by scripts/build-test-resumes.ts from the YAML ground truth) goes through the upload's
 * own ingest (readResumeFile: kind from the bytes, text extraction, parse), and the parse is
 * compared with the source field by field:
 *
 *   - roles: title, employer, location, start, end. Strings are equal after Unicode compatibility
 *     folding, typographic quotes and dashes made plain, case and whitespace; dates are equal as
 *     year and month (toYearMonth); a role the source gives one date ("2019") may end null or on
 *     that date. Parsed roles are paired with the source's in order (the best-scoring monotone
 *     pairing), so a role split in two or two roles merged show as a missed role, not a shift.
 *   - bullets: each source bullet is whole (an item of its role equal to it; counted apart when
 *     equal only once a leftover list mark like "– " is taken off), joined (inside a longer item of
 *     its role: glued to another bullet or line), cut (a part of it is an item), moved (found whole
 *     under another role), or missing;
 *   - schools and degrees: exact names; certifications: the name inside a listed item;
 *   - contact: name, e-mail, phone (digits).
 *
 * The scanned layouts (image-only PDFs) are read by OCR and counted like the others, each a row of
 * its own; bench/resume-formats.ts measures their words and time.
 *
 *   npm run bench:reading                      print the tables and every misread
 *   npm run bench:reading -- --record          also write the section of bench/RESULTS.md
 *   npm run bench:reading -- --layout quirks   one layout only
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { EducationEntry, ExperienceEntry, ParsedResume } from '../shared/schemas/resume.ts'
import { readResumeFile } from '../server/adapters/read-resume.ts'
import { toYearMonth } from '../server/domain/ingest/index.ts'
import { allRenderings, type Layout, type ResumeSource } from '../tests/resumes/index.ts'
import { LAYOUT_NAMES, type Role } from '../tests/resumes/schema.ts'
import { ROOT, machineLine } from './lib/results.ts'

const RESULTS_TITLE = 'Reading our written test resumes (2026-11-27)'

const args = process.argv.slice(2)
const record = args.includes('--record')
const onlyLayout = args.includes('--layout') ? (args[args.indexOf('--layout') + 1] as Layout) : undefined

// ---- comparing ---------------------------------------------------------------------------

/** Compatibility-folded, plain quotes and dashes, lower case, one space. */
function norm(s: string | null | undefined): string {
  return (s ?? '')
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u00a0/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '')

type YM = { year: number; month: number | null }

function sourceDate(date: string): YM {
  const [y, m] = date.split('-')
  return { year: Number(y), month: m ? Number(m) : null }
}

const sameYm = (a: YM | 'present' | null, b: YM | 'present' | null) =>
  a === 'present' || b === 'present' || a === null || b === null ? a === b : a.year === b.year && a.month === b.month

function readDate(text: string | null): YM | 'present' | null {
  return text ? toYearMonth(text) : null
}

interface RoleCheck {
  title: boolean
  employer: boolean
  location: boolean
  start: boolean
  end: boolean
}

function checkRole(truth: Role, read: ExperienceEntry): RoleCheck {
  const start = readDate(read.start)
  const end = readDate(read.end)
  const truthStart = sourceDate(truth.start)
  return {
    title: norm(truth.title) === norm(read.title),
    employer: norm(truth.employer) === norm(read.company),
    location: norm(truth.location) === norm(read.location),
    start: sameYm(truthStart, start),
    end:
      truth.end === undefined
        ? end === null || sameYm(truthStart, end)
        : truth.end === 'present'
          ? end === 'present'
          : sameYm(sourceDate(truth.end), end),
  }
}

/** How alike a source role and a parsed one are, to pair them; 0 is "not the same role". */
function pairScore(truth: Role, read: ExperienceEntry): number {
  const t = norm(truth.title)
  const rt = norm(read.title)
  const e = norm(truth.employer)
  const re = norm(read.company)
  let score = 0
  if (t && t === rt) score += 4
  else if (rt && (rt.includes(t) || t.includes(rt))) score += 2
  if (e && e === re) score += 3
  else if (e && re && (re.includes(e) || e.includes(re))) score += 1
  const c = checkRole(truth, read)
  if (c.start && read.start) score += 2
  if (c.end && read.end) score += 1
  const items = read.bullets.map(norm)
  score += Math.min(3, truth.bullets.filter((b) => items.some((i) => i.includes(norm(b)))).length)
  return score
}

/** The best pairing of source roles with parsed roles that keeps both orders: truth index -> read index. */
function pairRoles(truth: Role[], read: ExperienceEntry[]): Array<number | null> {
  const n = truth.length
  const m = read.length
  const best: number[][] = Array.from({ length: n + 1 }, () => Array(m + 1).fill(0))
  const scores = truth.map((t) => read.map((r) => pairScore(t, r)))
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const s = scores[i - 1]![j - 1]!
      best[i]![j] = Math.max(best[i - 1]![j]!, best[i]![j - 1]!, s > 0 ? best[i - 1]![j - 1]! + s : 0)
    }
  }
  const pairs: Array<number | null> = Array(n).fill(null)
  let i = n
  let j = m
  while (i > 0 && j > 0) {
    const s = scores[i - 1]![j - 1]!
    if (s > 0 && best[i]![j] === best[i - 1]![j - 1]! + s) {
      pairs[i - 1] = j - 1
      i--
      j--
    } else if (best[i]![j] === best[i - 1]![j]) i--
    else j--
  }
  return pairs
}

type BulletFate = 'whole' | 'joined' | 'cut' | 'moved' | 'missing'

/** A list mark the parser left at the start of an item ("– Own the close..."): the item without it, or null. */
function withoutMark(item: string): string | null {
  const m = /^(?:[-–—•*▪◦·o>]|\d{1,2}[.)])\s+(.*)$/.exec(item)
  return m ? m[1]! : null
}

/** Where a source bullet went; `marked` when it is whole only once a leftover list mark is taken off. */
function bulletFate(bullet: string, own: string[], others: string[]): { fate: BulletFate; marked: boolean } {
  const b = norm(bullet)
  if (own.includes(b)) return { fate: 'whole', marked: false }
  if (own.some((i) => withoutMark(i) === b)) return { fate: 'whole', marked: true }
  if (own.some((i) => i.includes(b))) return { fate: 'joined', marked: false }
  if (others.some((i) => i === b || i.includes(b))) return { fate: 'moved', marked: false }
  // A part of it stands as an item of its own: the bullet was cut where a line wrapped or a page broke.
  if ([...own, ...others].some((i) => i.length >= 12 && b.includes(withoutMark(i) ?? i))) return { fate: 'cut', marked: false }
  return { fate: 'missing', marked: false }
}

// ---- one file ----------------------------------------------------------------------------

interface Tally {
  files: number
  refused: number
  roles: number
  rolesExact: number
  rolesFound: number
  fields: Record<keyof RoleCheck, number>
  extraRoles: number
  bullets: Record<BulletFate, number>
  /** Bullets whole but for a list mark left at their start. */
  marked: number
  schools: number
  schoolsExact: number
  degreesExact: number
  certs: number
  certsFound: number
  contacts: number
  names: number
  emails: number
  emailsExpected: number
  phones: number
  phonesExpected: number
}

const emptyTally = (): Tally => ({
  files: 0,
  refused: 0,
  roles: 0,
  rolesExact: 0,
  rolesFound: 0,
  fields: { title: 0, employer: 0, location: 0, start: 0, end: 0 },
  extraRoles: 0,
  bullets: { whole: 0, joined: 0, cut: 0, moved: 0, missing: 0 },
  marked: 0,
  schools: 0,
  schoolsExact: 0,
  degreesExact: 0,
  certs: 0,
  certsFound: 0,
  contacts: 0,
  names: 0,
  emails: 0,
  emailsExpected: 0,
  phones: 0,
  phonesExpected: 0,
})

function add(into: Tally, t: Tally): void {
  for (const key of Object.keys(t) as Array<keyof Tally>) {
    const v = t[key]
    if (typeof v === 'number') (into[key] as number) += v
    else for (const k of Object.keys(v)) (into[key] as Record<string, number>)[k]! += (v as Record<string, number>)[k]!
  }
}

const show = (s: string | null | undefined) => (s ? `"${s}"` : 'nothing')
const showDate = (s: string | undefined) => (s === undefined ? 'no end (one date)' : s)

function compare(resume: ResumeSource, parsed: ParsedResume, misreads: string[]): Tally {
  const t = emptyTally()
  t.files = 1
  // Contact.
  t.contacts = 1
  // "Ifeoma Nwosu, PhD" is read right as "Ifeoma Nwosu": letters after the name are not the name.
  const bareName = resume.name.replace(/,\s*[A-Za-z.]{2,6}$/, '')
  if (norm(parsed.contact.name) === norm(resume.name) || norm(parsed.contact.name) === norm(bareName)) t.names++
  else misreads.push(`name: read ${show(parsed.contact.name)}, is "${resume.name}"`)
  if (resume.contact.email) {
    t.emailsExpected++
    if (norm(parsed.contact.email) === norm(resume.contact.email)) t.emails++
    else misreads.push(`e-mail: read ${show(parsed.contact.email)}, is "${resume.contact.email}"`)
  }
  if (resume.contact.phone) {
    t.phonesExpected++
    if (digits(parsed.contact.phone) === digits(resume.contact.phone)) t.phones++
    else misreads.push(`phone: read ${show(parsed.contact.phone)}, is "${resume.contact.phone}"`)
  }

  // Roles.
  const read = parsed.experience
  const pairs = pairRoles(resume.experience, read)
  const paired = new Set(pairs.filter((p): p is number => p !== null))
  t.extraRoles = read.length - paired.size
  resume.experience.forEach((role, i) => {
    t.roles++
    const at = pairs[i]
    const label = `role ${i + 1} "${role.title}"${role.employer ? ` at ${role.employer}` : ''}`
    if (at === null || at === undefined) {
      misreads.push(`${label}: not found`)
      for (const bullet of role.bullets) {
        const { fate } = bulletFate(
          bullet,
          [],
          read.flatMap((r) => r.bullets.map(norm)),
        )
        t.bullets[fate === 'whole' || fate === 'joined' ? 'moved' : fate]++
      }
      return
    }
    t.rolesFound++
    const r = read[at]!
    const c = checkRole(role, r)
    for (const k of Object.keys(c) as Array<keyof RoleCheck>) if (c[k]) t.fields[k]++
    if (Object.values(c).every(Boolean)) t.rolesExact++
    const wrong: string[] = []
    if (!c.title) wrong.push(`title ${show(r.title)}`)
    if (!c.employer) wrong.push(`employer ${show(r.company)} (is ${show(role.employer)})`)
    if (!c.location) wrong.push(`location ${show(r.location)} (is ${show(role.location)})`)
    if (!c.start) wrong.push(`start ${show(r.start)} (is ${role.start})`)
    if (!c.end) wrong.push(`end ${show(r.end)} (is ${showDate(role.end)})`)
    if (wrong.length) misreads.push(`${label}: read ${wrong.join(', ')}`)
    const own = r.bullets.map(norm)
    const others = read.filter((_, j) => j !== at).flatMap((x) => x.bullets.map(norm))
    role.bullets.forEach((bullet, k) => {
      const { fate, marked } = bulletFate(bullet, own, others)
      t.bullets[fate]++
      if (marked) t.marked++
      if (fate !== 'whole') misreads.push(`${label}, bullet ${k + 1}: ${fate} ("${bullet.slice(0, 60)}${bullet.length > 60 ? '...' : ''}")`)
    })
  })
  if (t.extraRoles > 0) {
    const extra = read.filter((_, j) => !paired.has(j)).map((r) => `${show(r.title)} / ${show(r.company)} ${r.start ?? ''}-${r.end ?? ''}`)
    misreads.push(`${t.extraRoles} role(s) read that the resume does not have: ${extra.join('; ')}`)
  }

  // Education.
  for (const entry of resume.education) {
    t.schools++
    const degreeOf = (e: EducationEntry | undefined) => norm(e?.degree) === norm(entry.degree)
    // Two entries of one school (an associate's, then a bachelor's) are told apart by their degree.
    const ofSchool = parsed.education.filter((e) => norm(e.institution) === norm(entry.school))
    const bySchool = ofSchool.find(degreeOf) ?? ofSchool[0]
    if (bySchool) t.schoolsExact++
    if (bySchool ? degreeOf(bySchool) : parsed.education.some(degreeOf)) t.degreesExact++
    if (!bySchool) {
      misreads.push(`school "${entry.school}": read ${parsed.education.map((e) => show(e.institution)).join(', ') || 'no school'}`)
    }
    if (!(bySchool ? degreeOf(bySchool) : parsed.education.some(degreeOf))) {
      misreads.push(`degree "${entry.degree}" (${entry.school}): read ${show((bySchool ?? parsed.education[0])?.degree)}`)
    }
  }

  // Certifications.
  for (const cert of resume.certifications ?? []) {
    t.certs++
    if (parsed.certifications.some((c) => norm(c).includes(norm(cert.name)))) t.certsFound++
    else misreads.push(`certification "${cert.name}": not among ${parsed.certifications.length} item(s) read`)
  }
  return t
}

// ---- run ---------------------------------------------------------------------------------

/** "2 to 5": the fewest and most layouts one resume is rendered in. */
function renderRange(renderings: Array<{ resume: ResumeSource }>): string {
  const counts = [...new Set(renderings.map((r) => r.resume))].map((r) => r.renderings.length)
  return `${Math.min(...counts)} to ${Math.max(...counts)}`
}

/** Appends the section `## title` to bench/RESULTS.md, or replaces it; every other byte stays. */
function recordSection(title: string, body: string): void {
  const path = join(ROOT, 'bench', 'RESULTS.md')
  const current = readFileSync(path, 'utf8')
  const section = `## ${title}\n\n${body.trim()}\n`
  const at = current.indexOf(`\n## ${title}\n`)
  if (at < 0) {
    writeFileSync(path, `${current.trimEnd()}\n\n${section}`)
    return
  }
  const next = current.indexOf('\n## ', at + 1)
  writeFileSync(path, current.slice(0, at + 1) + section + (next < 0 ? '' : current.slice(next)))
}

const pct = (n: number, of: number) => (of === 0 ? '–' : `${((100 * n) / of).toFixed(1)} %`)

function row(name: string, t: Tally): string {
  const b = t.bullets
  const bullets = b.whole + b.joined + b.cut + b.moved + b.missing
  return [
    name,
    `${t.files}`,
    pct(t.rolesExact, t.roles),
    pct(t.rolesFound, t.roles),
    pct(t.fields.title, t.roles),
    pct(t.fields.employer, t.roles),
    pct(t.fields.location, t.roles),
    pct(t.fields.start, t.roles),
    pct(t.fields.end, t.roles),
    `${t.extraRoles}`,
    pct(b.whole, bullets),
    `${t.marked}`,
    `${b.joined}`,
    `${b.cut}`,
    `${b.moved}`,
    `${b.missing}`,
    pct(t.schoolsExact, t.schools),
    pct(t.degreesExact, t.schools),
    pct(t.certsFound, t.certs),
    `${pct(t.names, t.contacts)} / ${pct(t.emails, t.emailsExpected)} / ${pct(t.phones, t.phonesExpected)}`,
  ].join(' | ')
}

const HEADER = [
  'layout',
  'files',
  'roles exact',
  'roles found',
  'title',
  'employer',
  'location',
  'start',
  'end',
  'extra roles',
  'bullets whole',
  'of which mark kept',
  'joined',
  'cut',
  'moved',
  'missing',
  'schools exact',
  'degrees exact',
  'certs found',
  'name / e-mail / phone',
]

async function main() {
  const renderings = allRenderings().filter((r) => !onlyLayout || r.layout === onlyLayout)
  const byLayout = new Map<Layout, Tally>()
  const misreadsByFile: Array<{ file: string; layout: Layout; misreads: string[] }> = []
  const started = performance.now()

  for (const { resume, layout, path } of renderings) {
    const file = basename(path)
    const bytes = new Uint8Array(readFileSync(path))
    const tally = byLayout.get(layout) ?? emptyTally()
    byLayout.set(layout, tally)
    const misreads: string[] = []
    try {
      const result = await readResumeFile(bytes, { filename: file })
      add(tally, compare(resume, result.parsed, misreads))
    } catch (error) {
      const t = emptyTally()
      t.files = 1
      t.refused = 1
      t.roles = resume.experience.length
      t.bullets.missing = resume.experience.reduce((n, r) => n + r.bullets.length, 0)
      t.schools = resume.education.length
      t.certs = resume.certifications?.length ?? 0
      t.contacts = 1
      t.emailsExpected = resume.contact.email ? 1 : 0
      t.phonesExpected = resume.contact.phone ? 1 : 0
      add(tally, t)
      misreads.push(`refused: ${(error as Error).message}`)
    }
    if (misreads.length) misreadsByFile.push({ file, layout, misreads })
  }

  const total = emptyTally()
  for (const t of byLayout.values()) add(total, t)
  const lines: string[] = []
  lines.push(`| ${HEADER.join(' | ')} |`, `| ${HEADER.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`)
  for (const layout of LAYOUT_NAMES) {
    const t = byLayout.get(layout)
    if (t) lines.push(`| ${row(layout, t)} |`)
  }
  lines.push(`| ${row('**all**', total)} |`)

  const b = total.bullets
  const bullets = b.whole + b.joined + b.cut + b.moved + b.missing
  const summary = [
    `Roles exact (title, employer, location, start and end all right): ${pct(total.rolesExact, total.roles)} of ${total.roles}; roles found at all: ${pct(total.rolesFound, total.roles)}; roles read that are not there: ${total.extraRoles}.`,
    `Bullets: ${bullets} in all; whole under the right role ${pct(b.whole, bullets)} (${total.marked} of them with a leftover list mark such as "– " at the start); joined to other text ${b.joined}; cut ${b.cut}; moved to another role ${b.moved}; missing ${b.missing}.`,
    `School names exact: ${pct(total.schoolsExact, total.schools)} of ${total.schools}; degrees exact: ${pct(total.degreesExact, total.schools)}; certifications found: ${pct(total.certsFound, total.certs)} of ${total.certs}.`,
    `Contact: name ${pct(total.names, total.contacts)}, e-mail ${pct(total.emails, total.emailsExpected)}, phone ${pct(total.phones, total.phonesExpected)}.`,
    `Files refused: ${total.refused} of ${total.files}.`,
  ]

  const misreadLines: string[] = []
  for (const layout of LAYOUT_NAMES) {
    const files = misreadsByFile.filter((m) => m.layout === layout)
    if (files.length === 0) continue
    misreadLines.push('', `### ${layout}`, '')
    for (const { file, misreads } of files) {
      misreadLines.push(`- ${file}`)
      for (const m of misreads) misreadLines.push(`  - ${m}`)
    }
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(lines.join('\n'))
  console.log('')
  console.log(summary.join('\n'))
  console.log(`\n${renderings.length} files in ${seconds} s.`)
  console.log('\n## Misreads')
  console.log(misreadLines.length > 0 ? misreadLines.join('\n') : '\nNone.')

  if (record) {
    const body = [
      `${machineLine()}. \`npm run bench:reading\``,
      '',
      `The ${renderings.length} files of tests/resumes (${new Set(renderings.map((r) => r.resume.id)).size} resumes written for the project, each rendered in ${renderRange(renderings)} of ${LAYOUT_NAMES.length} layouts by scripts/build-test-resumes.ts) read through the upload's ingest and compared with their YAML ground truth. Strings compare after case, whitespace, quote and dash folding; dates as year and month. "joined": the bullet is inside a longer item of its role; "cut": a part of it is an item; "moved": it is whole under another role.`,
      '',
      ...lines,
      '',
      ...summary.map((s) => `- ${s}`),
      '',
      '### Misreads (parser input)',
      ...(misreadLines.length > 0 ? misreadLines.map((l) => l.replace(/^### /, '#### ')) : ['', 'None: every field of every file read as written.']),
    ].join('\n')
    recordSection(RESULTS_TITLE, body)
    console.log(`\nWrote "${RESULTS_TITLE}" in bench/RESULTS.md.`)
  }
}

await main()
