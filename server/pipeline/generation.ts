import type { FastifyBaseLogger } from 'fastify'
import type { GenerationEvent } from '../../shared/events.ts'
import type { AtsScore, DocumentType } from '../../shared/schemas/documents.ts'
import type { GenerationResult, SkippedDocument } from '../../shared/schemas/generate.ts'
import type { ParsedResume } from '../../shared/schemas/resume.ts'
import { type AiProvider, type WriteInput, writesHere } from '../ai/provider.ts'
import type { Db } from '../db/database.ts'
import type { ParsedJob } from '../domain/jd/index.ts'
import type { PdfText } from '../domain/ats/index.ts'
import type { LatexCompiler } from '../domain/latex/index.ts'
import { asAppError } from '../http-errors.ts'
import type { GenerationTurns, Turn } from '../lib/generation-turns.ts'
import { SKILL_BANK_TASK, type UntrustedWork } from '../lib/untrusted-work.ts'
import {
  type BuiltDocument,
  buildDocument,
  documentRecord,
  type DocumentToStore,
  scoreDocument,
  type SourceSnapshot,
  storeDocuments,
  toGeneratedDocument,
  writeDocument,
} from '../services/applying/generation.service.ts'
import { createProgress } from './progress.ts'

export interface GenerationDeps {
  db: Db
  latex: LatexCompiler
  pdfText: PdfText
  log: FastifyBaseLogger
  /** Runs wait here for their turn at the CPU, oldest first. */
  turns: GenerationTurns
  /** Worker threads for the work on the user's texts (the skill bank, the ATS reading). */
  untrusted: UntrustedWork
  /**
   * Stores the documents and reports the result. Without it they are stored, then the result is
   * emitted; a queued run's worker does both in one transaction, only while the run is still its own.
   */
  deliver?: (documents: DocumentToStore[], result: GenerationResult) => Promise<void>
}

/** A run whose inputs were already checked (the route answers 4xx for bad ones before streaming). */
export interface GenerationRun {
  ownerId: string
  expiresAt: string | null
  /** The caller's application the documents are filed under, or null. */
  applicationId: string | null
  resumeId: string
  /** Loads the stored resume: the resume_ingest step. */
  loadResume: () => Promise<{ text: string; parsed: ParsedResume }>
  jobText: string
  /** Parses the job: the jd_parse step. */
  parseJob: (text: string) => Promise<ParsedJob>
  templates: { resume: string | null; cover_letter: string | null }
  provider: AiProvider
  emphasize: string[]
  today: Date
  /** Documents the plan has no allowance left for: not written, reported as skipped. */
  skipped: SkippedDocument[]
}

/**
 * The streamed generation: resume_ingest -> jd_parse -> match -> resume_gen + cover_gen ->
 * compile -> ats, then one result (or one error). Events go to `emit` as they happen; a
 * signal aborts the run, its provider calls and its compiles.
 */
export async function runGeneration(
  deps: GenerationDeps,
  run: GenerationRun,
  emit: (event: GenerationEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const progress = createProgress(emit)
  const logs: string[] = []
  let turn: Turn | undefined
  try {
    await progress.announce()
    turn = await deps.turns.take(signal, (ahead) => progress.waiting(ahead))
    const resume = await progress.step('resume_ingest', async () => {
      const value = await run.loadResume()
      const roles = value.parsed.experience.length
      return {
        value,
        detail: `${plural(roles, 'role')}, ${plural(value.parsed.skills.length, 'skill')} and ${plural(value.parsed.education.length, 'education entry', 'education entries')} found`,
      }
    })
    signal.throwIfAborted()

    const job = await progress.step('jd_parse', async () => {
      const value = await run.parseJob(run.jobText)
      const at = value.company ? ` at ${value.company}` : ''
      return {
        value,
        detail: `${value.title}${at}: ${plural(value.requiredSkills.length, 'required skill')}, ${plural(value.niceToHave.length, 'nice-to-have')}`,
      }
    })
    signal.throwIfAborted()

    const skills = await progress.step('match', async () => {
      const value = await deps.untrusted.run(SKILL_BANK_TASK, [resume.parsed, resume.text, run.jobText, job], 'text')
      const required = job.requiredSkills.length
      const covered = value.filter((s) => s.in_resume && s.in_jd).length
      return {
        value,
        detail: required > 0 ? `${covered} of the job's skills appear in your resume` : `${plural(value.length, 'skill')} in the skill bank`,
      }
    })

    const input: WriteInput = {
      resume: resume.parsed,
      resumeText: resume.text,
      job,
      jobText: run.jobText,
      emphasize: run.emphasize,
      instructions: null,
      today: run.today,
      signal,
    }
    const write = (type: DocumentType) =>
      progress.step(type === 'resume' ? 'resume_gen' : 'cover_gen', async () => {
        const written = await writeDocument(run.provider, type, input)
        logs.push(...written.log.map((line) => `${type === 'resume' ? 'Resume' : 'Cover letter'}: ${line}`))
        return { value: written.document, detail: `Written by the ${run.provider.name} engine` }
      })
    const letterSkipped = run.skipped.find((s) => s.document === 'cover_letter')
    if (letterSkipped) progress.skip('cover_gen', letterSkipped.reason)
    const writeBoth = () => settleBoth(write('resume'), letterSkipped ? Promise.resolve(null) : write('cover_letter'))
    // A hosted provider's answer takes seconds of waiting on the network, not on this machine:
    // the turn goes to the next run meanwhile. The local writer is CPU work here and keeps it.
    const [resumeDoc, coverDoc] = writesHere(run.provider) ? await writeBoth() : await turn.aside(writeBoth, signal)
    signal.throwIfAborted()

    const built = await progress.step('compile', async () => {
      const started = performance.now()
      const value = await settleBoth(
        buildDocument(deps, 'resume', resumeDoc, run.templates.resume, signal),
        coverDoc ? buildDocument(deps, 'cover_letter', coverDoc, run.templates.cover_letter, signal) : Promise.resolve(null),
      )
      logs.push(...value[0].log, ...(value[1]?.log ?? []))
      return { value, detail: `${value[1] ? '2 PDFs' : '1 PDF'} in ${Math.round(performance.now() - started)} ms` }
    })

    const [resumeBuilt, coverBuilt] = built
    const [resumeAts, coverAts] = await progress.step('ats', async () => {
      const value = await settleBoth(
        scoreDocument(resumeBuilt, job, signal, deps.untrusted, deps.pdfText),
        coverBuilt ? scoreDocument(coverBuilt, job, signal, deps.untrusted, deps.pdfText) : Promise.resolve(null),
      )
      const letter = value[1] ? `, cover letter ${value[1].score}/100` : ''
      return { value, detail: `Resume ${value[0].score}/100${letter}` }
    })
    signal.throwIfAborted()

    const source: SourceSnapshot = {
      resume_id: run.resumeId,
      resume: resume.parsed,
      resume_text: resume.text,
      job_text: run.jobText,
      emphasize: run.emphasize,
      instructions: null,
    }
    const record = (b: BuiltDocument, ats: AtsScore) => ({
      row: documentRecord({
        ownerId: run.ownerId,
        parentId: null,
        provider: run.provider.name,
        built: b,
        ats,
        source,
        job,
        expiresAt: run.expiresAt,
        applicationId: run.applicationId,
      }),
      pdf: b.pdf,
    })
    const resumeRecord = record(resumeBuilt, resumeAts)
    const coverRecord = coverBuilt && coverAts ? record(coverBuilt, coverAts) : null
    const documents = coverRecord ? [resumeRecord, coverRecord] : [resumeRecord]
    const result: GenerationResult = {
      resume: toGeneratedDocument(resumeRecord.row, resumeAts),
      cover_letter: coverRecord && coverAts ? toGeneratedDocument(coverRecord.row, coverAts) : null,
      skipped: run.skipped,
      skills,
      job: { title: job.title, company: job.company },
      logs,
    }
    if (deps.deliver) {
      await deps.deliver(documents, result)
    } else {
      await storeDocuments(deps.db, documents)
      emit({ event: 'result', data: result })
    }
  } catch (error) {
    if (signal.aborted) {
      deps.log.info({ step: progress.current() }, 'generation cancelled: the client disconnected')
      return
    }
    emit({ event: 'error', data: errorEventOf(error, deps.log) })
  } finally {
    turn?.release()
  }
}

function errorEventOf(error: unknown, log: FastifyBaseLogger) {
  // A refusal (a compile error, an unreadable PDF) keeps its code and wording, as over HTTP.
  const known = asAppError(error)
  if (known) return { error_type: known.code, message: known.message }
  log.error({ err: error }, 'generation failed')
  return { error_type: 'internal_error', message: 'Something went wrong while generating your documents. Please try again.' }
}

/**
 * Both results, or the first failure once both have ended: parallel steps report their own end
 * before the run's error event, which must stay the last event of the stream.
 */
async function settleBoth<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [first, second] = await Promise.allSettled([a, b])
  if (first.status === 'rejected') throw first.reason
  if (second.status === 'rejected') throw second.reason
  return [first.value, second.value]
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
