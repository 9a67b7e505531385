import type { ResumeDocument } from '../../shared/schemas/documents.ts'
import { measureAts } from '../../server/adapters/measure-ats.ts'
import type { LatexCompiler } from '../../server/domain/latex/compiler.ts'
import { renderResume } from '../../server/domain/latex/render.ts'
import { parseJobDescription } from '../../server/domain/jd/index.ts'
import { resumeDocumentFromParsed, tailorResume } from '../../server/domain/tailor/index.ts'
import { KeywordIndex } from '../../server/domain/text/index.ts'
import { ACCOUNTING_JD, SALES_JD, SOFTWARE_JD, TEACHER_JD } from '../server/domain/jd/job-descriptions.ts'
import { extractAll, writtenFiles, type SourceResume } from '../server/domain/tailor/helpers.ts'

/*
 * The bar: a tailored resume scores at least as high on the ATS check (keyword coverage
 * measured on the text of the compiled PDF) as the same resume rendered untailored, for the same
 * job. Shared by the behaviour test (tests/server/domain/tailor/ats.test.ts: the first few written
 * resumes) and the quality sweep (tests/quality/tailored-ats.test.ts: all of them).
 */

const TODAY = new Date(Date.UTC(2025, 2, 3))
export const ATS_JOBS = [ACCOUNTING_JD, SOFTWARE_JD, TEACHER_JD, SALES_JD].map((text) => parseJobDescription(text))
type Job = (typeof ATS_JOBS)[number]

/**
 * One file per written resume (tests/resumes), the layouts taken in turn, among the files whose
 * roles today's parser finds: where it reads none (npm run bench:reading lists them), the
 * experience is left in the summary of the untailored rendering and there is no tailoring to
 * compare. With `limit`, only the first `limit` resumes are read.
 */
export async function oneFilePerResume(limit = Infinity): Promise<SourceResume[]> {
  const files = writtenFiles()
  const ids = [...new Set(files.map((f) => f.id.split('.')[0]!))].slice(0, limit)
  const read = (
    await extractAll(
      files.filter((f) => ids.includes(f.id.split('.')[0]!)),
      4,
    )
  ).filter((r) => r.parsed.experience.some((e) => e.start))
  const byResume = [...new Set(read.map((r) => r.id.split('.')[0]!))]
  return byResume.map((id, i) => {
    const own = read.filter((r) => r.id.startsWith(`${id}.`))
    return own[i % own.length]!
  })
}

async function score(compiler: LatexCompiler, doc: ResumeDocument, job: Job) {
  const { pdf } = await compiler.compile(renderResume(doc).source)
  return (await measureAts(pdf, 'resume', job)).score
}

/** Every posting term the untailored resume shows and the tailored one does not is said only by the resume's own summary. */
function lostOnlyWithOwnSummary(source: SourceResume, job: Job): boolean {
  const tailored = tailorResume({ resume: source.parsed, job, today: TODAY }).document
  const shows = (doc: ResumeDocument) => new KeywordIndex(JSON.stringify({ ...doc, section_order: [] }))
  const [plain, written] = [shows(resumeDocumentFromParsed(source.parsed)), shows(tailored)]
  const elsewhere = shows(resumeDocumentFromParsed({ ...source.parsed, summary: null }))
  const lost = [...job.requiredSkills, ...job.niceToHave, ...job.keywords].filter((t) => plain.has(t) && !written.has(t))
  return lost.length > 0 && lost.every((t) => !elsewhere.has(t))
}

export interface AtsComparison {
  /** The resumes whose tailored version scored lower, in words (empty when the bar is met). */
  worse: string[]
  /** The mean gain of the tailored version's score. */
  gain: number
}

/** Each resume, untailored and tailored, against one of the four jobs in turn, both compiled and scored. */
export async function compareTailoredAts(compiler: LatexCompiler, resumes: readonly SourceResume[]): Promise<AtsComparison> {
  const results = await Promise.all(
    resumes.map(async (source, i) => {
      const job = ATS_JOBS[i % ATS_JOBS.length]!
      const [plain, tailored] = await Promise.all([
        score(compiler, resumeDocumentFromParsed(source.parsed), job),
        score(compiler, tailorResume({ resume: source.parsed, job, today: TODAY }).document, job),
      ])
      return { id: `${source.category}/${source.id} for ${job.title}`, plain, tailored, lostOnlyWithOwnSummary: lostOnlyWithOwnSummary(source, job) }
    }),
  )
  // The one loss allowed: a posting's word that only the resume's own summary says ("works closely
  // with engineers" for an engineering posting), since the written summary replaces that one (issue 21).
  const worse = results
    .filter((r) => !r.lostOnlyWithOwnSummary)
    .filter((r) => r.tailored.score < r.plain.score || r.tailored.breakdown.keywords < r.plain.breakdown.keywords)
    .map((r) => `${r.id}: ${r.plain.score} -> ${r.tailored.score}; ${JSON.stringify(r.plain.breakdown)} -> ${JSON.stringify(r.tailored.breakdown)}`)
  return { worse, gain: results.reduce((n, r) => n + r.tailored.score - r.plain.score, 0) / results.length }
}
