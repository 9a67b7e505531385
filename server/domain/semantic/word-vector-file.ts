import { fstatSync, readSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/*
 * The binary file of the shipped word vectors (built by scripts/build-word-vectors.ts):
 *
 *   8 bytes   "T10WV001"
 *   uint32    word count N (little-endian)
 *   uint32    dimensions D
 *   float32×N scale of each word's vector (value = int8 × scale)
 *   float32×N weight of each word (its IDF)
 *   int8×N×D  the vectors, word after word
 *
 * The words themselves are word-vectors.words.txt, one a line, in the same order. int8 with a
 * scale per word keeps a cosine within 0.001 of the float vectors at a quarter of their size.
 */

export const WORD_VECTORS_FILE = fileURLToPath(new URL('./data/word-vectors.bin', import.meta.url))
export const WORD_LIST_FILE = fileURLToPath(new URL('./data/word-vectors.words.txt', import.meta.url))

const MAGIC = 'T10WV001'
const HEADER_BYTES = 16

export interface WordVectorTable {
  count: number
  dims: number
  scales: Float32Array
  weights: Float32Array
  values: Int8Array
}

export function encodeWordVectors(vectors: ArrayLike<number>[], weights: number[]): Buffer {
  const count = vectors.length
  const dims = vectors[0]?.length ?? 0
  const buffer = Buffer.alloc(HEADER_BYTES + count * 8 + count * dims)
  buffer.write(MAGIC, 0, 'latin1')
  buffer.writeUInt32LE(count, 8)
  buffer.writeUInt32LE(dims, 12)
  const table = tableOver(buffer, count, dims)
  vectors.forEach((v, i) => {
    let max = 0
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(v[d]!))
    const s = max / 127 || 1
    table.scales[i] = s
    table.weights[i] = weights[i]!
    for (let d = 0; d < dims; d++) table.values[i * dims + d] = Math.round(v[d]! / s)
  })
  return buffer
}

export function decodeWordVectors(buffer: Buffer): WordVectorTable {
  if (buffer.length < HEADER_BYTES || buffer.toString('latin1', 0, 8) !== MAGIC) {
    throw new Error('word-vectors.bin is not a T10 word-vector file; rebuild it with scripts/build-word-vectors.ts')
  }
  const count = buffer.readUInt32LE(8)
  const dims = buffer.readUInt32LE(12)
  if (buffer.length !== HEADER_BYTES + count * 8 + count * dims) throw new Error('word-vectors.bin is truncated; rebuild it')
  // Float32Array views need 4-byte alignment; a pooled Buffer may not start on one.
  const aligned = buffer.byteOffset % 4 === 0 ? buffer : Buffer.from(buffer)
  return tableOver(aligned, count, dims)
}

function tableOver(buffer: Buffer, count: number, dims: number): WordVectorTable {
  const base = buffer.byteOffset
  return {
    count,
    dims,
    scales: new Float32Array(buffer.buffer, base + HEADER_BYTES, count),
    weights: new Float32Array(buffer.buffer, base + HEADER_BYTES + count * 4, count),
    values: new Int8Array(buffer.buffer, base + HEADER_BYTES + count * 8, count * dims),
  }
}

/** The file's head: sizes, scales and weights, without the vectors (readVectorRows reads those). */
export type WordVectorHead = Omit<WordVectorTable, 'values'> & { bytes: number }

/**
 * The head of the word-vector file open as `fd`, checked as decodeWordVectors checks the whole
 * file: a text needs the vectors of its few hundred words, not the 3 MB of all of them.
 */
export function readWordVectorHead(fd: number): WordVectorHead {
  const bytes = fstatSync(fd).size
  const header = Buffer.alloc(HEADER_BYTES)
  readSync(fd, header, 0, HEADER_BYTES, 0)
  if (bytes < HEADER_BYTES || header.toString('latin1', 0, 8) !== MAGIC) {
    throw new Error('word-vectors.bin is not a T10 word-vector file; rebuild it with scripts/build-word-vectors.ts')
  }
  const count = header.readUInt32LE(8)
  const dims = header.readUInt32LE(12)
  if (bytes !== HEADER_BYTES + count * 8 + count * dims) throw new Error('word-vectors.bin is truncated; rebuild it')
  const scales = new Float32Array(count)
  const weights = new Float32Array(count)
  readFully(fd, scales, HEADER_BYTES)
  readFully(fd, weights, HEADER_BYTES + count * 4)
  return { count, dims, scales, weights, bytes }
}

/** Vectors `first` to `first + rows - 1` of the file open as `fd`, word after word. */
export function readVectorRows(fd: number, head: WordVectorHead, first: number, rows: number): Int8Array {
  const out = new Int8Array(rows * head.dims)
  readFully(fd, out, HEADER_BYTES + head.count * 8 + first * head.dims)
  return out
}

function readFully(fd: number, into: Float32Array | Int8Array, position: number): void {
  if (readSync(fd, into, 0, into.byteLength, position) !== into.byteLength) throw new Error('word-vectors.bin is truncated; rebuild it')
}
