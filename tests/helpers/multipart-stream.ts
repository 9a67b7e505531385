import { Readable } from 'node:stream'

/*
 * A multipart/form-data body produced as it is read, so a test (or bench) can send hundreds of MB
 * without holding them: a file given by `size` is that many bytes of filler, made a chunk at a time.
 */

export type StreamedFile = { filename: string; bytes: Uint8Array } | { filename: string; size: number }

const CHUNK = 1024 * 1024
const FILLER = Buffer.alloc(CHUNK, 'lorem ipsum ')

export interface MultipartStream {
  headers: Record<string, string>
  /** Bytes the body will have (send it as Content-Length, or leave it out to stream it chunked). */
  length: number
  body(): Readable
}

export function multipartStream(given: StreamedFile[], field = 'files'): MultipartStream {
  // Whole bytes: "9.9 MB" is a fraction of a byte off, and a Content-Length must match the body.
  const files = given.map((f) => ('bytes' in f ? f : { ...f, size: Math.floor(f.size) }))
  const boundary = `----t10-test-${Math.random().toString(16).slice(2)}`
  const head = (f: StreamedFile) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    )
  const tail = Buffer.from(`--${boundary}--\r\n`)
  const sizeOf = (f: StreamedFile) => ('bytes' in f ? f.bytes.length : f.size)
  const length = files.reduce((sum, f) => sum + head(f).length + sizeOf(f) + 2, tail.length)

  function* chunks(): Generator<Buffer> {
    for (const file of files) {
      yield head(file)
      if ('bytes' in file) yield Buffer.from(file.bytes)
      else for (let sent = 0; sent < file.size; sent += CHUNK) yield FILLER.subarray(0, Math.min(CHUNK, file.size - sent))
      yield Buffer.from('\r\n')
    }
    yield tail
  }

  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    length,
    body: () => Readable.from(chunks(), { objectMode: false }),
  }
}
