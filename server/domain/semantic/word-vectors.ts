import { closeSync, openSync, readFileSync } from 'node:fs'
import { PackedKeys, packKeys } from '../knowledge/packed-keys.ts'
import { prepared } from '../knowledge/prepared-data.ts'
import { readVectorRows, readWordVectorHead, WORD_LIST_FILE, WORD_VECTORS_FILE, type WordVectorHead } from './word-vector-file.ts'
import { semanticWords } from './words.ts'

/*
 * Word vectors (GloVe 6B, 100 dimensions, a subset shipped in data/; see data/README.md) and
 * text vectors made from them, so that "chef" and "cook" are near even though they share no
 * letters. The words and their weights are loaded on first use and kept for the life of the
 * process; a word's vector (100 bytes of the 3 MB) is read when a text first needs it, and all
 * of them at once when a process has needed a few thousand.
 *
 * A text's vector is the weighted mean of its words' vectors: each distinct word counts with its
 * weight (IDF by default) times 1 + ln(occurrences), so a word written twenty times does not
 * drown the rest, then the sum is made unit length. Words the table does not know count for
 * nothing.
 */

export type Vector = Float32Array
/** A word's weight in a text vector; 0 leaves it out. */
export type WordWeight = (word: string, index: number) => number

interface Loaded extends WordVectorHead {
  /** The words by their row; find() gives a word's row. */
  words: PackedKeys
  loadMs: number
}

let loaded: Loaded | undefined
// The file stays open while vectors are read row by row, until ALL_AT_ONCE rows have been: a
// process that reads many texts then reads all the vectors at once and closes it.
let file: number | undefined
let allRows: Int8Array | undefined
const rows = new Map<number, Int8Array>()
const ALL_AT_ONCE = 3000

function table(): Loaded {
  if (loaded) return loaded
  const started = performance.now()
  file = openSync(WORD_VECTORS_FILE, 'r')
  const head = readWordVectorHead(file)
  // The word list's hash table is made at build time (knowledge/prepared-data.ts): a Map of its
  // ~30,000 words costs a fresh process ~10 ms to build.
  const { words } = prepared('word-vectors', () => ({ words: packWords(head.count) }))
  if (words.ends.length !== head.count) throw new Error(MISMATCH)
  loaded = { ...head, words: new PackedKeys(words), loadMs: performance.now() - started }
  return loaded
}

/** The int8 vector of word row i (times scales[i] it is the word's vector). */
function rowOf(t: Loaded, i: number): Int8Array {
  if (allRows) return allRows.subarray(i * t.dims, (i + 1) * t.dims)
  let row = rows.get(i)
  if (!row) {
    if (rows.size >= ALL_AT_ONCE) {
      allRows = readVectorRows(file!, t, 0, t.count)
      closeSync(file!)
      file = undefined
      rows.clear()
      return rowOf(t, i)
    }
    row = readVectorRows(file!, t, i, 1)
    rows.set(i, row)
  }
  return row
}

const MISMATCH = 'word-vectors.words.txt does not match word-vectors.bin; rebuild both'

function packWords(count: number) {
  const words = readFileSync(WORD_LIST_FILE, 'utf8').split('\n').slice(0, count)
  if (words.length !== count || new Set(words).size !== count) throw new Error(MISMATCH)
  return packKeys(words)
}

/** Size and first-load time of the table, for benches and health reports. */
export function wordVectorStats(): { words: number; dimensions: number; bytes: number; loadMs: number } {
  const t = table()
  return { words: t.count, dimensions: t.dims, bytes: t.bytes, loadMs: t.loadMs }
}

/** Dimensions of every vector here. */
export function vectorDimensions(): number {
  return table().dims
}

/** The word's unit vector, or null when the table does not know it. Expects a lower-case word. */
export function wordVector(word: string): Vector | null {
  const t = table()
  const i = t.words.find(word)
  if (i < 0) return null
  const out = new Float32Array(t.dims)
  addScaled(t, i, 1, out)
  return out
}

/** The word's default weight (IDF over the knowledge base's roles), or 0 if unknown. */
export function wordWeight(word: string): number {
  const t = table()
  const i = t.words.find(word)
  return i < 0 ? 0 : t.weights[i]!
}

/**
 * The unit vector of a sequence of words (see semanticWords), weighted as described above;
 * all zeros when no word is known.
 */
export function textVector(words: Iterable<string>, weight?: WordWeight): Vector {
  const t = table()
  const counts = new Map<number, number>()
  for (const w of words) {
    const i = t.words.find(w)
    if (i >= 0) counts.set(i, (counts.get(i) ?? 0) + 1)
  }
  const out = new Float32Array(t.dims)
  for (const [i, n] of counts) {
    const k = (weight ? weight(t.words.key(i), i) : t.weights[i]!) * (1 + Math.log(n))
    if (k > 0) addScaled(t, i, k, out)
  }
  return normalise(out)
}

/** textVector of a text as the ranking engine tokenises it. */
export function textVectorOf(text: string, weight?: WordWeight): Vector {
  return textVector(semanticWords(text), weight)
}

/** Cosine of two vectors; 0 when either is all zeros. */
export function cosine(a: Vector, b: Vector): number {
  let dot = 0
  let na = 0
  let nb = 0
  for (let d = 0; d < a.length; d++) {
    dot += a[d]! * b[d]!
    na += a[d]! * a[d]!
    nb += b[d]! * b[d]!
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb)
}

function addScaled(t: Loaded, i: number, k: number, out: Float32Array): void {
  const s = t.scales[i]! * k
  const row = rowOf(t, i)
  for (let d = 0; d < t.dims; d++) out[d]! += row[d]! * s
}

function normalise(v: Float32Array): Float32Array {
  let s = 0
  for (const x of v) s += x * x
  if (s === 0) return v
  const k = 1 / Math.sqrt(s)
  for (let d = 0; d < v.length; d++) v[d]! *= k
  return v
}
