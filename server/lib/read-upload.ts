import type { FastifyRequest } from 'fastify'
import { AppError } from './app-error.ts'
import { formatFileSize } from '../../shared/file-size.ts'

export interface UploadedFile {
  filename: string
  bytes: Buffer
}

/**
 * Reads the multipart field `file` into memory (bounded by the multipart size limit). Other
 * fields are read and ignored, so clients that also send `user_id` keep working.
 */
export async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new AppError(400, 'validation_error', 'Send the resume as multipart/form-data with a field named "file"')
  }
  let found: UploadedFile | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue
      if (found || part.fieldname !== 'file') {
        part.file.resume() // drain what we do not use
        continue
      }
      const bytes = await part.toBuffer()
      found = { filename: cleanFilename(part.filename), bytes }
    }
  } catch (error) {
    throw asUploadError(error, maxBytes)
  }
  if (!found) throw new AppError(400, 'validation_error', 'Please choose a file to upload (form field "file")')
  return found
}

export function asUploadError(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'payload_too_large', `This file is larger than ${formatFileSize(maxBytes)}, the upload limit.`)
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, 'payload_too_large', 'Too many files or fields in one upload')
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || /multipart|boundary/i.test(String(error))) {
    return new AppError(400, 'validation_error', 'The upload could not be read; send it as multipart/form-data')
  }
  return error
}

/** Keeps the name a person gave the file, without any directory part or control characters. */
export function cleanFilename(name: string | undefined): string {
  // Browsers send a quote in a file name as %22 (and CR, LF as %0D, %0A): undo that.
  const decoded = (name ?? '').replace(/%22/g, '"').replace(/%0[AD]/gi, ' ')
  const base = decoded.split(/[\\/]/).pop() ?? ''
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255)
  return cleaned || 'resume'
}

export type UploadPart = UploadedFile | { filename: string; error: AppError }

/**
 * Reads every file of a multipart body (any field name). A file over the size limit is reported
 * in its place rather than failing the others.
 */
export async function readManyFiles(request: FastifyRequest, maxBytes: number): Promise<UploadPart[]> {
  if (!request.isMultipart()) {
    throw new AppError(400, 'validation_error', 'Send the resumes as multipart/form-data')
  }
  const parts: UploadPart[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue
      const filename = cleanFilename(part.filename)
      try {
        parts.push({ filename, bytes: await part.toBuffer() })
      } catch (error) {
        const refused = asUploadError(error, maxBytes)
        if (!(refused instanceof AppError) || refused.status !== 413) throw refused
        parts.push({ filename, error: refused })
      }
    }
  } catch (error) {
    throw asUploadError(error, maxBytes)
  }
  if (parts.length === 0) throw new AppError(400, 'validation_error', 'Please choose at least one resume to upload')
  return parts
}
