import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  ExtractedResumeSchema,
  LatestResumeResponseSchema,
  ParsedResumeCorrectionSchema,
  ParsedResumeResponseSchema,
  ResumeDetailResponseSchema,
  ResumeIdParamsSchema,
  ResumeListResponseSchema,
  SaveParsedResumeResponseSchema,
  UploadResumeResponseSchema,
} from '../../shared/schemas/resume.ts'
import { MessageResponseSchema } from '../../shared/schemas/auth.ts'
import { OwnUserQuerySchema } from '../../shared/schemas/profile.ts'
import { readSingleFile } from '../lib/read-upload.ts'
import { accountOf } from '../plugins/auth.ts'
import {
  correctResume,
  getLatestResume,
  getParsedResume,
  getResume,
  ingestResume,
  listOwnResumes,
  readResumeFile,
  removeResume,
} from '../services/applying/resumes.service.ts'
import { checkOwnUserId } from './own-user-id.ts'
import { bearerOrCookie, errorResponses } from './responses.ts'

/** Multipart bodies are read by the handler; the schema is there for the API docs only. */
const MultipartUploadSchema = Type.Object({
  file: Type.String({ format: 'binary', description: 'PDF, DOC, DOCX or TXT' }),
  user_id: Type.Optional(Type.String({ description: 'accepted for compatibility and ignored: the session decides' })),
})
const multipartOnly = {
  consumes: ['multipart/form-data'],
  body: MultipartUploadSchema,
}
const acceptMultipartBody = () => () => true

const UPLOAD_ERRORS = errorResponses(400, 413, 415, 422)

// Listing, reading and deleting accept a guest session too: a trial visitor may see their own upload.
const resumeRoutes: FastifyPluginAsyncTypebox<{ anonymousRetentionHours: number }> = async (app, { anonymousRetentionHours }) => {
  app.post(
    '/api/v1/resume/upload',
    {
      validatorCompiler: acceptMultipartBody,
      schema: {
        tags: ['resumes'],
        summary: 'Upload a resume; its text and structure are extracted and stored',
        description:
          'Anonymous uploads are allowed (the landing-page trial): they are kept for ANONYMOUS_RETENTION_HOURS and the visitor gets a guest session cookie.',
        ...multipartOnly,
        response: { 201: UploadResumeResponseSchema, ...UPLOAD_ERRORS },
      },
    },
    async (request, reply) => {
      const upload = await readSingleFile(request)
      const result = await ingestResume(app.db, app.untrusted, {
        owner: request.account,
        filename: upload.filename,
        bytes: upload.bytes,
        retentionHours: anonymousRetentionHours,
      })
      if (result.newGuestId) app.startSession(reply, result.newGuestId, 0, anonymousRetentionHours * 3600)
      return reply.status(201).send({
        message: 'Resume uploaded and text extracted successfully',
        data: { resume_id: result.resumeId, ...result.extracted },
      })
    },
  )

  app.post(
    '/api/v1/resume/parse',
    {
      validatorCompiler: acceptMultipartBody,
      schema: {
        tags: ['resumes'],
        summary: 'Extract text and structure from a resume without storing anything',
        ...multipartOnly,
        response: { 200: ExtractedResumeSchema, ...UPLOAD_ERRORS },
      },
    },
    async (request) => {
      const upload = await readSingleFile(request)
      const { kind: _kind, ...extracted } = await readResumeFile(app.untrusted, upload.bytes, { filename: upload.filename })
      return extracted
    },
  )

  app.get(
    '/api/v1/resumes',
    {
      schema: {
        tags: ['resumes'],
        summary: "The caller's uploaded resumes, newest first",
        security: bearerOrCookie,
        response: { 200: ResumeListResponseSchema, ...errorResponses(401) },
      },
      onRequest: app.requireSession,
    },
    async (request) => ({ success: true as const, resumes: await listOwnResumes(app.db, callerId(request)) }),
  )

  app.get(
    '/api/v1/get-resume',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['resumes'],
        summary: 'The caller’s most recent resume with its text and structure',
        security: bearerOrCookie,
        querystring: OwnUserQuerySchema,
        response: { 200: LatestResumeResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const ownerId = callerId(request)
      checkOwnUserId(request.query.user_id, ownerId)
      return { success: true as const, resume: await getLatestResume(app.db, ownerId) }
    },
  )

  app.get(
    '/api/v1/resumes/:id',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['resumes'],
        summary: 'One of the caller’s resumes with its text and structure',
        security: bearerOrCookie,
        params: ResumeIdParamsSchema,
        response: { 200: ResumeDetailResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ success: true as const, resume: await getResume(app.db, callerId(request), request.params.id) }),
  )

  app.get(
    '/api/v1/resumes/:id/parsed',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['resumes'],
        summary: 'What T10 read from one of the caller’s resumes, as they corrected it if they did',
        description: 'The structure every generation, regeneration and job search uses: roles, education, skills and contact.',
        security: bearerOrCookie,
        params: ResumeIdParamsSchema,
        response: { 200: ParsedResumeResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getParsedResume(app.db, callerId(request), request.params.id),
  )

  app.put(
    '/api/v1/resumes/:id/parsed',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['resumes'],
        summary: 'Correct what T10 read from one of the caller’s resumes',
        description:
          'The whole corrected structure (as GET gives it, without `sections`): contact, roles, education and skills; summary, projects and certifications are kept when left out. Later generations, regenerations and job searches use it; the reading is kept as it was.',
        security: bearerOrCookie,
        params: ResumeIdParamsSchema,
        body: ParsedResumeCorrectionSchema,
        response: { 200: SaveParsedResumeResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      ...(await correctResume(app.db, callerId(request), request.params.id, request.body)),
      message: 'Corrections saved',
    }),
  )

  app.delete(
    '/api/v1/resumes/:id',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['resumes'],
        summary: 'Delete one of the caller’s resumes',
        security: bearerOrCookie,
        params: ResumeIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await removeResume(app.db, callerId(request), request.params.id)
      return { success: true as const, message: 'Resume deleted' }
    },
  )
}

const callerId = (request: Parameters<typeof accountOf>[0]) => accountOf(request).id

export default resumeRoutes
