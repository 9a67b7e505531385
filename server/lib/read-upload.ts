import type { FastifyRequest } from 'fastify'
import type { Multipart, MultipartFile } from '@fastify/multipart'
import { AppError } from './app-error.ts'
import { cleanFilename } from './clean-filename.ts'
import { formatFileSize } from '../../shared/file-size.ts'
import type { UploadLimits } from './upload-limits.ts'

export { cleanFilename }

export interface UploadedFile {
  filename: string
  bytes: Buffer
}

/** A file of a many-file upload: its bytes, or why it was refused on its own (over the size cap). */
export type UploadPart = UploadedFile | { filename: string; error: AppError }

const limitsOf = (request: FastifyRequest): UploadLimits => request.server.uploadLimits

/**
 * Reads the multipart field `file` into memory (bounded by the per-file cap). Other fields and
 * files are read and ignored, so clients that also send `user_id` keep working.
 */
export async function readSingleFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new AppError(400, 'validation_error', 'Send the resume as multipart/form-data with a field named "file"')
  }
  const limits = limitsOf(request)
  const counter = countRequestBytes(request, limits)
  let found: UploadedFile | null = null
  try {
    for await (const part of request.parts()) {
      counter.check()
      if (!isFile(part)) continue
      if (found || part.fieldname !== 'file') {
        await drain(part, counter)
        continue
      }
      const read = await readPart(part, counter)
      if ('error' in read) throw read.error
      found = read
    }
    counter.check()
  } catch (error) {
    throw asUploadError(error, limits)
  } finally {
    counter.stop()
  }
  if (!found) throw new AppError(400, 'validation_error', 'Please choose a file to upload (form field "file")')
  return found
}

/**
 * The files of a multipart body (any field name), each read into memory when the consumer asks
 * for it. The next file is read off the wire only then, so the request's own backpressure holds
 * the rest: memory is bounded by the files the consumer holds x the file cap, not by the request.
 * A file over the size cap comes as refused, in its place. A request past the caps (too many
 * files, too many bytes), broken part-way or holding no file at all throws its refusal.
 */
export async function* uploadedFiles(request: FastifyRequest): AsyncGenerator<UploadPart, void, undefined> {
  if (!request.isMultipart()) {
    throw new AppError(400, 'validation_error', 'Send the resumes as multipart/form-data')
  }
  const limits = limitsOf(request)
  const counter = countRequestBytes(request, limits)
  let count = 0
  try {
    for await (const part of request.parts()) {
      counter.check()
      if (!isFile(part)) continue
      const read = await readPart(part, counter)
      count++
      yield read
    }
    counter.check()
  } catch (error) {
    throw asUploadError(error, limits)
  } finally {
    counter.stop()
  }
  if (count === 0) throw new AppError(400, 'validation_error', 'Please choose at least one resume to upload')
}

function isFile(part: Multipart): part is MultipartFile {
  return part.type === 'file'
}

/** One file part into memory, chunk by chunk, with the request's byte count checked on the way. */
async function readPart(part: MultipartFile, counter: RequestByteCounter): Promise<UploadPart> {
  const filename = cleanFilename(part.filename)
  const chunks: Buffer[] = []
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (counter.over()) {
      part.file.destroy()
      counter.check()
    }
    if (!part.file.truncated) chunks.push(chunk)
  }
  // busboy stops at the cap and skips the rest of the file: the others can still be read.
  if (part.file.truncated) return { filename, error: fileTooLarge(counter.limits) }
  return { filename, bytes: Buffer.concat(chunks) }
}

async function drain(part: MultipartFile, counter: RequestByteCounter): Promise<void> {
  for await (const _chunk of part.file as AsyncIterable<Buffer>) {
    if (counter.over()) {
      part.file.destroy()
      counter.check()
    }
  }
}

interface RequestByteCounter {
  limits: UploadLimits
  over(): boolean
  /** Throws the 413 when the request has gone past the cap. */
  check(): void
  stop(): void
}

/**
 * Counts the request body's bytes as they come off the socket (the Content-Length check in the
 * multipart plugin already refused an honest oversized request; this catches chunked ones).
 */
function countRequestBytes(request: FastifyRequest, limits: UploadLimits): RequestByteCounter {
  let bytes = 0
  const onData = (chunk: Buffer) => {
    bytes += chunk.length
  }
  request.raw.on('data', onData)
  return {
    limits,
    over: () => bytes > limits.maxRequestBytes,
    check() {
      if (bytes > limits.maxRequestBytes) throw requestTooLarge(limits)
    },
    stop: () => request.raw.off('data', onData),
  }
}

export const fileTooLarge = (limits: UploadLimits) =>
  new AppError(413, 'payload_too_large', `This file is larger than ${formatFileSize(limits.maxFileBytes)}, the upload limit.`)

export const requestTooLarge = (limits: UploadLimits) => {
  const cap = formatFileSize(limits.maxRequestBytes)
  return new AppError(413, 'payload_too_large', `This upload is larger than ${cap}: send at most ${cap} of files per request`)
}

export const tooManyFiles = (limits: UploadLimits) =>
  new AppError(413, 'payload_too_large', `Too many files: send at most ${limits.maxFiles} files per request`)

/** The product's answer for what the multipart parser refused; other errors pass through. */
export function asUploadError(error: unknown, limits: UploadLimits): unknown {
  if (error instanceof AppError) return error
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(limits)
  if (code === 'FST_FILES_LIMIT') return tooManyFiles(limits)
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, 'payload_too_large', `Too many fields: send at most ${limits.maxFiles} files and a few fields per request`)
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || /multipart|boundary/i.test(String(error))) {
    return new AppError(400, 'validation_error', 'The upload could not be read; send it as multipart/form-data')
  }
  return error
}
