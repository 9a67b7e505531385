import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'
import { Command, Option } from 'commander'
import type { GeneratedDocument } from '../../shared/schemas/generate.ts'
import { PROVIDERS } from '../../shared/providers.ts'
import { type GlobalOptions, withConnection } from '../lib/connect.ts'
import { handleError } from '../lib/handle-error.ts'
import { createOutput } from '../lib/output.ts'
import { readTextInput } from '../lib/read-input.ts'

interface GenerateOptions {
  resume?: string
  resumeId?: string
  jd: string
  out: string
  template?: string
  coverTemplate?: string
  provider?: (typeof PROVIDERS)[number]
  emphasize?: string
  instructions?: string
  format: OutputFormat
}

const FORMATS = ['pdf', 'docx', 'both'] as const
type OutputFormat = (typeof FORMATS)[number]

const OUTPUT_NAMES = { resume: 'resume', cover_letter: 'cover-letter' } as const

export const generateCommand = new Command('generate')
  .description('write a tailored resume and cover letter (PDF with its LaTeX, and/or Word .docx) for a job description')
  .option('--resume <file>', 'your resume: PDF, DOC, DOCX or TXT (uploaded and stored; its id is printed)')
  .option('--resume-id <id>', 'instead of --resume: a resume stored before, as corrected with t10 resume edit')
  .requiredOption('--jd <file>', 'the job description, as a text file or - for standard input')
  .option('--out <dir>', 'where to write resume.* and cover-letter.*', '.')
  .addOption(new Option('--format <kind>', 'pdf (with its .tex), docx (Word), or both').choices([...FORMATS]).default('pdf'))
  .option('--template <name>', 'resume template (see GET /api/v1/templates)')
  .option('--cover-template <name>', 'cover letter template')
  .addOption(new Option('--provider <name>', 'who writes the documents').choices([...PROVIDERS]))
  .option('--emphasize <skills>', 'comma-separated skills to put forward, e.g. "Python,SQL"')
  .option('--instructions <text>', 'then revise both documents following these instructions')
  .action(async (options: GenerateOptions, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>()
    const output = createOutput(Boolean(globals.json))
    try {
      if ((options.resume === undefined) === (options.resumeId === undefined)) {
        throw new Error('Give the resume: --resume FILE, or --resume-id ID for one stored before (not both)')
      }
      const [resumeBytes, jobDescription] = await Promise.all([
        options.resume === undefined ? null : readFile(options.resume),
        readTextInput(options.jd),
      ])
      const skills = (options.emphasize ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      const outDir = resolve(options.out)
      await mkdir(outDir, { recursive: true })

      const written = await withConnection(
        globals,
        async (client) => {
          const resumeId = resumeBytes
            ? (await client.uploadResume(new Blob([resumeBytes]), basename(options.resume as string))).data.resume_id
            : (options.resumeId as string)
          // Loaded here: the step list comes with the event schemas, which `t10 --help` need not load.
          const { createStepDisplay } = await import('../lib/step-display.ts')
          const steps = createStepDisplay()
          const result = await client.generate(
            {
              resume_id: resumeId,
              job_description: jobDescription,
              ...(options.template ? { template: options.template } : {}),
              ...(options.coverTemplate ? { cover_template: options.coverTemplate } : {}),
              ...(options.provider ? { provider: options.provider } : {}),
              ...(skills.length ? { skills } : {}),
            },
            (event) => steps.update(event),
          )
          let documents: GeneratedDocument[] = result.cover_letter ? [result.resume, result.cover_letter] : [result.resume]
          const logs = [...result.logs]
          if (options.instructions) {
            documents = await Promise.all(
              documents.map(async (doc) => {
                const revised = await client.regenerate({
                  user_instructions: options.instructions as string,
                  document_type: doc.document_type,
                  original_filename: doc.filename,
                  job_description: jobDescription,
                  ...(skills.length ? { skills } : {}),
                })
                logs.push(...revised.logs)
                return {
                  ...doc,
                  filename: revised.data.latex_filename,
                  latex_content: revised.data.latex_content,
                  pdf_url: revised.data.pdf_url,
                  ats: revised.data.ats,
                }
              }),
            )
          }
          const wantPdf = options.format !== 'docx'
          const wantDocx = options.format !== 'pdf'
          const files = await Promise.all(
            documents.map(async (doc) => {
              const name = OUTPUT_NAMES[doc.document_type]
              const written: { tex?: string; pdf?: string; docx?: string } = {}
              if (wantPdf) {
                written.tex = join(outDir, `${name}.tex`)
                written.pdf = join(outDir, `${name}.pdf`)
                await writeFile(written.tex, doc.latex_content)
                await writeFile(written.pdf, await client.documentFile(doc.pdf_url))
              }
              if (wantDocx) {
                written.docx = join(outDir, `${name}.docx`)
                await writeFile(written.docx, await client.documentFile(doc.filename.replace(/\.tex$/, '.docx')))
              }
              return { type: doc.document_type, ...written, ats: doc.ats }
            }),
          )
          return { resumeId, files, skills: result.skills, logs, skipped: result.skipped ?? [] }
        },
        // The steps show as the generation's events arrive.
        { streamed: true },
      )

      const [resume, cover] = written.files
      output.result(
        {
          resume_id: written.resumeId,
          resume: { tex: resume?.tex, pdf: resume?.pdf, docx: resume?.docx, ats: resume?.ats },
          cover_letter: cover ? { tex: cover.tex, pdf: cover.pdf, docx: cover.docx, ats: cover.ats } : null,
          skipped: written.skipped,
          skills: written.skills,
          logs: written.logs,
        },
        () =>
          [
            `Resume:       ${filesOf(resume)}  (ATS ${resume?.ats.score}/100)`,
            cover ? `Cover letter: ${filesOf(cover)}  (ATS ${cover.ats.score}/100)` : '',
            ...written.skipped.map((s) => `${s.document === 'cover_letter' ? 'Cover letter' : 'Resume'} skipped: ${s.reason}`),
            resume?.ats.missing_keywords.length ? `Missing keywords: ${resume.ats.missing_keywords.join(', ')}` : '',
            `Your resume is stored as ${written.resumeId}: \`t10 resume show ${written.resumeId}\` prints what T10 read`,
          ]
            .filter(Boolean)
            .join('\n'),
      )
    } catch (error) {
      handleError(error)
    }
  })

const filesOf = (written: { pdf?: string; docx?: string } | undefined) => [written?.pdf, written?.docx].filter(Boolean).join(', ')
