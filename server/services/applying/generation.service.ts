import { createHash, randomUUID } from 'node:crypto'
import type { AtsScore, CoverLetterDocument, DocumentType, ResumeDocument } from '../../../shared/schemas/documents.ts'
import type { GeneratedDocument, ProviderName } from '../../../shared/schemas/generate.ts'
import type { ParsedResume } from '../../../shared/schemas/resume.ts'
import { type AiProvider, type WriteInput, type Written, writesHere } from '../../ai/provider.ts'
import type { Db } from '../../db/database.ts'
import { insertDocument } from '../../db/repositories/documents.repository.ts'
import { putFile } from '../../db/repositories/files.repository.ts'
import type { DocumentRow } from '../../db/tables/documents.ts'
import type { PdfText } from '../../domain/ats/index.ts'
import { documentDownloadName } from '../../domain/download-names.ts'
import { type ParsedJob, UNTITLED_POSITION } from '../../domain/jd/index.ts'
import { type LatexCompiler, renderDocument } from '../../domain/latex/index.ts'
import { fitResume } from '../../domain/tailor/index.ts'
import type { GenerationTurns } from '../../lib/generation-turns.ts'
import type { UntrustedWork } from '../../lib/untrusted-work.ts'

/*
 * The building blocks of a generation, shared by the streamed pipeline, the spec's separate
 * calls and regeneration: write (provider) -> render + compile (templates, pdflatex) -> measure
 * (ATS on the PDF's own text) -> store.
 */

export type AnyDocument = ResumeDocument | CoverLetterDocument

/** What a document was written from, stored with it so it can be regenerated later. */
export interface SourceSnapshot {
  resume_id: string | null
  resume: ParsedResume
  resume_text: string
  job_text: string
  emphasize: string[]
  instructions: string | null
}

export async function writeDocument(provider: AiProvider, documentType: DocumentType, input: WriteInput): Promise<Written<AnyDocument>> {
  return documentType === 'resume' ? provider.writeResume(input) : provider.writeCoverLetter(input)
}

export interface BuiltDocument {
  documentType: DocumentType
  document: AnyDocument
  template: string
  latex: string
  pdf: Buffer
  log: string[]
}

/** How many times a resume that runs over its page limit is shortened and compiled again. */
const FIT_ATTEMPTS = 6

/**
 * Renders through the template (every string escaped) and compiles to PDF. A resume that states
 * a page limit is held to it on the compiled PDF: while it runs over, its least relevant content
 * goes (fitResume) and it is compiled again.
 */
/** What building a document reaches outside through: the compiler, and the reading back of its PDF. */
export interface BuildPorts {
  latex: LatexCompiler
  pdfText: PdfText
}

export async function buildDocument(
  { latex, pdfText }: BuildPorts,
  documentType: DocumentType,
  document: AnyDocument,
  template: string | null | undefined,
  signal?: AbortSignal,
): Promise<BuiltDocument> {
  const render = (doc: AnyDocument) =>
    documentType === 'resume'
      ? renderDocument({ documentType, document: doc as ResumeDocument }, { template })
      : renderDocument({ documentType, document: doc as CoverLetterDocument }, { template })
  let current = document
  let rendered = render(current)
  let compiled = await latex.compile(rendered.source, signal ? { signal } : {})
  const log: string[] = []
  const limit = documentType === 'resume' ? (current as ResumeDocument).page_limit : undefined
  if (limit !== undefined) {
    let pages = await pdfText.pageCount(compiled.pdf)
    for (let attempt = 1; pages > limit && attempt <= FIT_ATTEMPTS; attempt++) {
      current = fitResume(current as ResumeDocument)
      rendered = render(current)
      compiled = await latex.compile(rendered.source, signal ? { signal } : {})
      pages = await pdfText.pageCount(compiled.pdf)
      if (pages <= limit || attempt === FIT_ATTEMPTS) {
        log.push(`Shortened the resume to fit ${pages} ${pages === 1 ? 'page' : 'pages'} (the limit is ${limit}).`)
      }
    }
  }
  return {
    documentType,
    document: current,
    template: rendered.template.id,
    latex: rendered.source,
    pdf: compiled.pdf,
    log: [...log, ...rendered.log],
  }
}

export function atsJobOf(job: ParsedJob) {
  return { keywords: job.keywords, requiredSkills: job.requiredSkills, niceToHave: job.niceToHave }
}

/**
 * The ATS score of a compiled document. Its text is read here (pdftotext, a child process); the scoring of its
 * text, as long as the model and the user's resume made it, runs in a worker thread (~50 ms for
 * 200,000 characters), in the app's pool `untrusted`.
 */
export async function scoreDocument(
  built: BuiltDocument,
  job: ParsedJob,
  signal: AbortSignal | undefined,
  untrusted: UntrustedWork,
  pdfText: PdfText,
): Promise<AtsScore> {
  const text = await pdfText.text(built.pdf, signal ? { signal } : {})
  return untrusted.run('scoreAts', [text, built.documentType, atsJobOf(job)], 'text')
}

const FILE_PREFIX: Record<DocumentType, string> = { resume: 'resume', cover_letter: 'cover-letter' }

/** Names the client uses for a stored document: resume-<12 hex>.tex, cover-letter-<12 hex>.tex. */
export const DOCUMENT_FILENAME = /^(resume|cover-letter)-[0-9a-f]{12}\.(tex|pdf|docx)$/

export const pdfUrlOf = (filename: string) => `/api/v1/documents/${filename.replace(/\.tex$/, '.pdf')}`

export interface StoreInput {
  ownerId: string
  parentId: string | null
  provider: ProviderName
  built: BuiltDocument
  ats: AtsScore
  source: SourceSnapshot
  /** The posting it was written for: its title and company name the downloads. */
  job: Pick<ParsedJob, 'title' | 'company'>
  expiresAt: string | null
  /** The caller's application it is filed under, if any (checked before the run started). */
  applicationId: string | null
}

/** The row for a finished document; nothing is written until every document of a run is ready. */
export function documentRecord(input: StoreInput): DocumentRow {
  const id = randomUUID()
  const suffix = createHash('sha256').update(id).digest('hex').slice(0, 12)
  return {
    id,
    owner_id: input.ownerId,
    parent_id: input.parentId,
    document_type: input.built.documentType,
    filename: `${FILE_PREFIX[input.built.documentType]}-${suffix}.tex`,
    template: input.built.template,
    provider: input.provider,
    latex_content: input.built.latex,
    document_json: JSON.stringify(input.built.document),
    source_json: JSON.stringify(input.source),
    pdf_sha256: createHash('sha256').update(input.built.pdf).digest('hex'),
    ats_json: JSON.stringify(input.ats),
    created_at: new Date().toISOString(),
    expires_at: input.expiresAt,
    ...documentNaming(input.job, input.source.resume),
    application_id: input.applicationId,
  }
}

/** The columns a document's download name is made of ('' for a part the resume or posting does not name). */
export function documentNaming(job: Pick<ParsedJob, 'title' | 'company'>, resume: Pick<ParsedResume, 'contact'>) {
  return {
    job_title: job.title === UNTITLED_POSITION ? '' : job.title,
    company: job.company ?? '',
    applicant_name: resume.contact.name ?? '',
  }
}

/** The name a stored document downloads under, without extension. */
export const downloadNameOf = (row: Pick<DocumentRow, 'document_type' | 'job_title' | 'company' | 'applicant_name'>) =>
  documentDownloadName({ documentType: row.document_type, applicantName: row.applicant_name, jobTitle: row.job_title, company: row.company })

/** Stores the documents of one run (and their PDFs) in one transaction: all of them or none. */
/** A generated document ready to store: its row and its compiled PDF. */
export interface DocumentToStore {
  row: DocumentRow
  pdf: Buffer
}

export async function storeDocuments(db: Db, records: DocumentToStore[]): Promise<void> {
  await db.transaction().execute((trx) => storeDocumentsIn(trx, records))
}

/** Stores the documents inside a transaction the caller already holds. */
export async function storeDocumentsIn(trx: Db, records: DocumentToStore[]): Promise<void> {
  for (const { row, pdf } of records) {
    if (!row.pdf_sha256) continue
    await putFile(trx, { sha256: row.pdf_sha256, bytes: pdf, size: pdf.length, kind: 'pdf', created_at: row.created_at })
  }
  for (const { row } of records) await insertDocument(trx, row)
}

export function toGeneratedDocument(row: DocumentRow, ats: AtsScore): GeneratedDocument {
  return {
    id: row.id,
    document_type: row.document_type,
    latex_content: row.latex_content,
    filename: row.filename,
    pdf_url: pdfUrlOf(row.filename),
    template: row.template,
    download_name: downloadNameOf(row),
    ats,
  }
}

export interface SingleDocumentRun {
  ownerId: string
  documentType: DocumentType
  provider: AiProvider
  template: string | null | undefined
  source: SourceSnapshot
  job: ParsedJob
  parentId: string | null
  expiresAt: string | null
  applicationId: string | null
  today: Date
  signal?: AbortSignal
}

/** A stored document, its ATS score and what its writing and compiling reported. */
export interface SingleDocumentResult {
  row: DocumentRow
  ats: AtsScore
  logs: string[]
}

/** What one document's generation needs from the app: storage, the LaTeX pool and PDF reader, the reading threads, the turns. */
export interface DocumentDeps {
  db: Db
  latex: LatexCompiler
  pdfText: PdfText
  untrusted: UntrustedWork
  /** Generations wait here for their turn at the CPU, oldest first. */
  turns: GenerationTurns
}

/** One document, start to finish: the separate generate calls and regeneration. */
export async function generateSingleDocument(deps: DocumentDeps, run: SingleDocumentRun): Promise<SingleDocumentResult> {
  const turn = await deps.turns.take(run.signal)
  try {
    const write = () =>
      writeDocument(run.provider, run.documentType, {
        resume: run.source.resume,
        resumeText: run.source.resume_text,
        job: run.job,
        jobText: run.source.job_text,
        emphasize: run.source.emphasize,
        instructions: run.source.instructions,
        today: run.today,
        ...(run.signal ? { signal: run.signal } : {}),
      })
    const written = writesHere(run.provider) ? await write() : await turn.aside(write, run.signal)
    const built = await buildDocument(deps, run.documentType, written.document, run.template, run.signal)
    const ats = await scoreDocument(built, run.job, run.signal, deps.untrusted, deps.pdfText)
    const row = documentRecord({
      ownerId: run.ownerId,
      parentId: run.parentId,
      provider: run.provider.name,
      built,
      ats,
      source: run.source,
      job: run.job,
      expiresAt: run.expiresAt,
      applicationId: run.applicationId,
    })
    await storeDocuments(deps.db, [{ row, pdf: built.pdf }])
    return { row, ats, logs: [...written.log, ...built.log] }
  } finally {
    turn.release()
  }
}
