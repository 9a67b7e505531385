import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { instructionReport } from '../services/applying/instruction-report.ts'
import { Type } from 'typebox'
import { MessageResponseSchema } from '../../shared/schemas/auth.ts'
import { TemplateListResponseSchema } from '../../shared/schemas/documents.ts'
import {
  DeleteDocumentBodySchema,
  DocumentFileParamsSchema,
  DocumentHistoryResponseSchema,
  LatexFilenameBodySchema,
  RegenerateBodySchema,
  RegenerateResponseSchema,
} from '../../shared/schemas/generate.ts'
import { DOCX_MIME } from '../domain/docx-export/index.ts'
import { listTemplates } from '../domain/latex/index.ts'
import { accountOf } from '../plugins/auth.ts'
import {
  contentDisposition,
  deleteOwnDocument,
  documentHistory,
  documentDocx,
  documentPdf,
  docxFilenameOf,
  findOwnDocument,
  pdfFilenameOf,
  texFilenameOf,
} from '../services/applying/documents.service.ts'
import { downloadNameOf, pdfUrlOf } from '../services/applying/generation.service.ts'
import { regenerateDocument } from '../services/applying/regenerate.service.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'

const PDF_RESPONSE = { description: 'the PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }
const FILE_RESPONSE = {
  description: 'the PDF (.pdf), the LaTeX source (.tex) or the Word file (.docx)',
  content: {
    'application/pdf': { schema: { type: 'string', format: 'binary' } },
    'application/x-tex': { schema: { type: 'string' } },
    [DOCX_MIME]: { schema: { type: 'string', format: 'binary' } },
  },
}

const documentRoutes: FastifyPluginAsyncTypebox<{ anonymousRetentionHours: number }> = async (app, { anonymousRetentionHours }) => {
  app.get(
    '/api/v1/templates',
    {
      schema: {
        tags: ['documents'],
        summary: 'The LaTeX templates for resumes and cover letters',
        response: { 200: TemplateListResponseSchema },
      },
    },
    async () => ({ templates: listTemplates() }),
  )

  const session = { onRequest: app.requireSession }

  app.post(
    '/api/v1/documents/preview',
    {
      ...session,
      schema: {
        tags: ['documents'],
        summary: 'The compiled PDF of one of the caller’s documents, for an embedded preview',
        security: bearerOrCookie,
        body: LatexFilenameBodySchema,
        response: { 200: PDF_RESPONSE, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const row = await findOwnDocument(app.db, accountOf(request).id, request.body.latex_filename)
      const pdf = await documentPdf(app.db, app.latex, row)
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('inline', pdfFilenameOf(row)))
        .send(pdf)
    },
  )

  app.post(
    '/api/v1/documents/compile-and-download',
    {
      ...session,
      schema: {
        tags: ['documents'],
        summary: 'Download the PDF of one of the caller’s documents (.tex name switched to .pdf)',
        security: bearerOrCookie,
        body: LatexFilenameBodySchema,
        response: { 200: PDF_RESPONSE, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      const row = await findOwnDocument(app.db, accountOf(request).id, request.body.latex_filename)
      const pdf = await documentPdf(app.db, app.latex, row)
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', pdfFilenameOf(row)))
        .send(pdf)
    },
  )

  app.get(
    '/api/v1/documents/:filename',
    {
      ...session,
      schema: {
        tags: ['documents'],
        summary: 'A document as PDF (name.pdf, shown inline), LaTeX source (name.tex) or Word file (name.docx, both downloaded)',
        description: 'The .docx is built from the same structured document as the LaTeX: standard headings, real bullet lists, no text boxes.',
        security: bearerOrCookie,
        params: DocumentFileParamsSchema,
        querystring: Type.Object({ download: Type.Optional(Type.Boolean()) }),
        response: { 200: FILE_RESPONSE, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { filename } = request.params
      const row = await findOwnDocument(app.db, accountOf(request).id, filename)
      if (filename.endsWith('.docx')) {
        return reply
          .type(DOCX_MIME)
          .header('content-disposition', contentDisposition('attachment', docxFilenameOf(row)))
          .send(await documentDocx(row))
      }
      if (filename.endsWith('.tex')) {
        return reply
          .type('application/x-tex; charset=utf-8')
          .header('content-disposition', contentDisposition('attachment', texFilenameOf(row)))
          .send(row.latex_content)
      }
      const disposition = request.query.download ? 'attachment' : 'inline'
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(disposition, pdfFilenameOf(row)))
        .send(await documentPdf(app.db, app.latex, row))
    },
  )

  app.post(
    '/api/v1/documents/regenerate-with-instructions',
    {
      ...session,
      schema: {
        tags: ['documents'],
        summary: 'Regenerate a document following instructions, or emphasising selected skills',
        security: bearerOrCookie,
        body: RegenerateBodySchema,
        response: { 200: RegenerateResponseSchema, ...errorResponses(400, 401, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const { row, ats, logs } = await regenerateDocument(
        { db: app.db, latex: app.latex, pdfText: app.pdfText, providers: app.providers, untrusted: app.untrusted, turns: app.generationTurns },
        {
          account: accountOf(request),
          trialClient: () => app.trialClient(request, reply),
          guestRetentionHours: anonymousRetentionHours,
          planChangeWay: app.billing ? 'checkout' : 'administrator',
        },
        request.body,
      )
      return {
        success: true as const,
        message: 'Document updated',
        logs,
        instructions: instructionReport(logs),
        data: {
          latex_content: row.latex_content,
          latex_filename: row.filename,
          pdf_url: pdfUrlOf(row.filename),
          download_name: downloadNameOf(row),
          ats,
        },
      }
    },
  )

  app.get(
    '/api/v1/get-documents-history',
    {
      ...session,
      schema: {
        tags: ['documents'],
        summary: 'The caller’s generated documents, newest first',
        security: bearerOrCookie,
        response: { 200: DocumentHistoryResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, documents: await documentHistory(app.db, app.untrusted, accountOf(request).id) }),
  )

  app.post(
    '/api/v1/delete-document',
    {
      ...session,
      schema: {
        tags: ['documents'],
        summary: 'Delete one of the caller’s documents',
        security: bearerOrCookie,
        body: DeleteDocumentBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await deleteOwnDocument(app.db, accountOf(request).id, request.body.id)
      return { success: true as const, message: 'Document deleted' }
    },
  )
}

export default documentRoutes
