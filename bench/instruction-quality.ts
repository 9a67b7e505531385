/**
 * Whether the local engine does what a user's instructions ask, on resumes of the dev set against
 * a posting of their own field (bench/data/tailor-postings):
 *   npm run bench:instructions   (writes the "Instruction compliance" section of bench/RESULTS.md)
 *
 * Each figure sits beside the same document written without the instruction (the plain baseline):
 * - "Keep it under 200 words": share of letters whose body holds 200 words or fewer.
 * - "Open with X", X the first skill of the resume's own list: share of letters whose opening
 *   paragraph names X, and share of runs whose report matches the letter (applied and named, or
 *   not applied because the resume's experience does not show it).
 * - "Open with underwater welding" (in no resume): share reported as not applied and not written.
 * - "Remove X", X the same skill: share of tailored resumes whose skills section leaves X out.
 * Deterministic: the local engine only, no PDF build.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CoverLetterDocument, ResumeDocument } from '../shared/schemas/documents.ts'
import { readResumeFile } from '../server/adapters/read-resume.ts'
import { parseJobDescription } from '../server/domain/jd/index.ts'
import { parseInstructions, tailorResume, writeCoverLetter } from '../server/domain/tailor/index.ts'
import { machineLine, ROOT, writeResultsSection } from './lib/results.ts'
import { devResumes } from './lib/dev-resumes.ts'

const POSTING_OF: Record<string, string> = {
  FINANCE: 'financial-analyst',
  ACCOUNTANT: 'staff-accountant',
  'INFORMATION-TECHNOLOGY': 'it-systems-administrator',
  HR: 'hr-generalist',
  SALES: 'account-executive',
  TEACHER: 'math-teacher',
}
const RESUMES_PER_CATEGORY = 3
const TODAY = new Date(Date.UTC(2026, 10, 23))
const ABSENT = 'underwater welding'

const manifest = devResumes()
  .map(({ id, category, path }) => ({ id, category, file: path }))
  .filter((r) => r.category in POSTING_OF)

const picked = Object.keys(POSTING_OF).flatMap((c) => manifest.filter((r) => r.category === c).slice(0, RESUMES_PER_CATEGORY))

const words = (letter: CoverLetterDocument) => letter.paragraphs.join(' ').split(/\s+/).filter(Boolean).length
const mentions = (text: string, term: string) => text.toLowerCase().includes(term.toLowerCase())
const skillsOf = (resume: ResumeDocument) => resume.skills.flatMap((g) => g.items)

interface Row {
  underLimitPlain: boolean
  underLimit: boolean
  openPlain: boolean
  open: boolean
  openHonest: boolean
  absentHonest: boolean
  removedPlain: boolean
  removed: boolean
}

const rows: Row[] = []
for (const entry of picked) {
  const source = await readResumeFile(readFileSync(entry.file))
  const skill = source.parsed.skills.find((s) => s.split(/\s+/).length <= 3)
  if (!skill) continue
  const job = parseJobDescription(readFileSync(join(ROOT, 'bench', 'data', 'tailor-postings', `${POSTING_OF[entry.category]}.txt`), 'utf8'))
  const write = (text: string | null) => {
    const input = { resume: source.parsed, job, today: TODAY, resumeText: source.resume_text, instructions: parseInstructions(text) }
    return { letter: writeCoverLetter(input), resume: tailorResume(input) }
  }
  const plain = write(null)
  const limited = write('Keep it under 200 words')
  const opened = write(`Open with my ${skill} work`)
  const absent = write(`Open with my ${ABSENT} work`)
  const removed = write(`Remove ${skill}`)
  const openApplied = opened.letter.log.some((l) => l.startsWith('Applied: open with'))
  const openNamed = mentions(opened.letter.document.paragraphs[0] ?? '', skill)
  rows.push({
    underLimitPlain: words(plain.letter.document) <= 200,
    underLimit: words(limited.letter.document) <= 200,
    openPlain: mentions(plain.letter.document.paragraphs[0] ?? '', skill),
    open: openNamed,
    openHonest: openApplied ? openNamed : opened.letter.log.some((l) => l.startsWith('Could not apply: open with')),
    absentHonest:
      absent.letter.log.some((l) => l === `Could not apply: open with ${ABSENT} (the resume does not mention ${ABSENT}).`) &&
      !mentions(absent.letter.document.paragraphs.join(' '), ABSENT),
    removedPlain: !skillsOf(plain.resume.document).some((s) => s.toLowerCase() === skill.toLowerCase()),
    removed: !skillsOf(removed.resume.document).some((s) => s.toLowerCase() === skill.toLowerCase()),
  })
}

const share = (key: keyof Row) => `${Math.round((100 * rows.filter((r) => r[key]).length) / rows.length)} %`
const table = [
  '| Instruction | Without it (baseline) | With it |',
  '| --- | --- | --- |',
  `| "Keep it under 200 words": letter body ≤ 200 words | ${share('underLimitPlain')} | ${share('underLimit')} |`,
  `| "Open with my X work": opening paragraph names X | ${share('openPlain')} | ${share('open')} |`,
  `| "Open with my X work": report matches the letter | — | ${share('openHonest')} |`,
  `| "Open with my ${ABSENT} work": reported not applied, not written | — | ${share('absentHonest')} |`,
  `| "Remove X": the resume's skills leave X out | ${share('removedPlain')} | ${share('removed')} |`,
].join('\n')
const body = `${machineLine()}. ${rows.length} resumes of the dev set (${RESUMES_PER_CATEGORY} per category, ${Object.keys(POSTING_OF).length} categories), each against a posting of its own field; X is the first skill of the resume's own list. Deterministic: the local engine only.

${table}
`
console.log(body)
writeResultsSection('Instruction compliance (bench/instruction-quality.ts)', body)
