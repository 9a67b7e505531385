import { Dictionary } from './dictionary.ts'
import { StringArray, type StringColumn } from './string-columns.ts'
import type { ResumeFeatures, RoleFeatures } from './types.ts'

/*
 * What a pool index keeps per resume, declared by the score parts that read it (parts/*.ts): each
 * column says where its values come from in a resume's features, and the index builds, copies
 * (PoolIndex.derive) and stores (pool-index-snapshot.ts) every declared column the same way. A part
 * that needs something new declares a column beside its scorer; nothing else changes.
 *
 * Kinds, each held as flat typed arrays:
 * - scalar: one number per resume;
 * - list: a list of names per resume (ids in a named dictionary), with a weight each when weighted
 *   (CSR: resume d's entries are start[d]..start[d + 1]);
 * - role columns: per role of a resume (resume d's roles are PoolIndex.roleStart[d]..[d + 1], in
 *   the order of its features): a number, a name (an id, -1 for none) or a list of names;
 * - vector: a fixed number of int8 values per resume;
 * - text: a string (or null) per resume, quoted by the evidence of a ranking's top.
 * Dictionaries are shared by name: a skill has one id in the resume's skill list and in its roles'.
 */

export type ArrayType = 'Uint8Array' | 'Int8Array' | 'Uint16Array' | 'Int32Array' | 'Uint32Array' | 'Float32Array' | 'Float64Array'
const ARRAY_TYPES = { Uint8Array, Int8Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array } as const
export type TypedArray = InstanceType<(typeof ARRAY_TYPES)[ArrayType]>

/** A dictionary whose entries each carry a list of names of another dictionary (a title's words). */
export interface DictionaryWords {
  /** The dictionary whose entries have the lists. */
  dictionary: string
  /** The dictionary of the listed names. */
  words: string
  of(entry: string): readonly string[]
}

export interface ScalarColumn {
  kind: 'scalar'
  name: string
  type: ArrayType
  read(f: ResumeFeatures): number
}
export interface ListColumn {
  kind: 'list'
  name: string
  dictionary: string
  /** Names, with a weight each when `weights` is given. */
  read(f: ResumeFeatures): readonly string[]
  weights?(f: ResumeFeatures): readonly number[]
  /** The dictionary's entries carry word lists (titles and their words). */
  words?: DictionaryWords
}
export interface RoleScalarColumn {
  kind: 'roleScalar'
  name: string
  type: ArrayType
  read(role: RoleFeatures, f: ResumeFeatures): number
}
export interface RoleNameColumn {
  kind: 'roleName'
  name: string
  dictionary: string
  read(role: RoleFeatures, f: ResumeFeatures): string | null
  words?: DictionaryWords
}
export interface RoleListColumn {
  kind: 'roleList'
  name: string
  dictionary: string
  /** Names of the role; a name the resume-level `resolve` does not give (-1) is left out. */
  read(role: RoleFeatures, f: ResumeFeatures): readonly string[]
}
export interface VectorColumn {
  kind: 'vector'
  name: string
  dims: number
  /** The values, or [] when unknown (stored as zeros). */
  read(f: ResumeFeatures): readonly number[]
}
export interface TextColumn {
  kind: 'text'
  name: string
  read(f: ResumeFeatures): string | null
}

export type Column = ScalarColumn | ListColumn | RoleScalarColumn | RoleNameColumn | RoleListColumn | VectorColumn | TextColumn

export interface ScalarData {
  values: TypedArray
}
export interface ListData {
  start: Uint32Array
  ids: Uint32Array
  weights: Float32Array | null
}
export interface RoleNameData {
  values: Int32Array
}
export interface RoleListData {
  /** Per role (all resumes' roles end to end). */
  start: Uint32Array
  ids: Uint32Array
}
export interface VectorData {
  values: Int8Array
}
export interface TextData {
  values: StringColumn
}

export type DataOf<C extends Column> = C extends ScalarColumn | RoleScalarColumn
  ? ScalarData
  : C extends ListColumn
    ? ListData
    : C extends RoleNameColumn
      ? RoleNameData
      : C extends RoleListColumn
        ? RoleListData
        : C extends VectorColumn
          ? VectorData
          : TextData

export type ColumnData = ScalarData | ListData | RoleNameData | RoleListData | VectorData | TextData

/** What a build adds to: the index's dictionaries, by name. */
export interface BuildDictionaries {
  get(name: string): Dictionary
  /** An entry's id in `words.dictionary`, adding it (and its word list) when new. */
  entry(name: string, entry: string, words: DictionaryWords | undefined): number
}

/** Builds one column: resumes of a base index copied first (derive), then new resumes. */
export interface ColumnBuilder {
  /** Copies resume d of the base index's data (`roles` its role range there). */
  copy(base: ColumnData, d: number, roles: readonly [number, number]): void
  add(f: ResumeFeatures): void
  finish(): ColumnData
}

export function columnBuilder(column: Column, dictionaries: BuildDictionaries): ColumnBuilder {
  switch (column.kind) {
    case 'scalar': {
      const values: number[] = []
      return {
        copy: (base, d) => values.push((base as ScalarData).values[d]!),
        add: (f) => values.push(column.read(f)),
        finish: () => ({ values: typed(column.type, values) }),
      }
    }
    case 'roleScalar': {
      const values: number[] = []
      return {
        copy: (base, _d, [from, to]) => {
          for (let r = from; r < to; r++) values.push((base as ScalarData).values[r]!)
        },
        add: (f) => {
          for (const role of f.roles) values.push(column.read(role, f))
        },
        finish: () => ({ values: typed(column.type, values) }),
      }
    }
    case 'roleName': {
      const values: number[] = []
      return {
        copy: (base, _d, [from, to]) => {
          for (let r = from; r < to; r++) values.push((base as RoleNameData).values[r]!)
        },
        add: (f) => {
          for (const role of f.roles) {
            const name = column.read(role, f)
            values.push(name === null ? -1 : dictionaries.entry(column.dictionary, name, column.words))
          }
        },
        finish: () => ({ values: Int32Array.from(values) }),
      }
    }
    case 'list': {
      const start = [0]
      const ids: number[] = []
      const weights: number[] = []
      return {
        copy: (base, d) => {
          const data = base as ListData
          for (let i = data.start[d]!, end = data.start[d + 1]!; i < end; i++) {
            ids.push(data.ids[i]!)
            if (data.weights) weights.push(data.weights[i]!)
          }
          start.push(ids.length)
        },
        add: (f) => {
          const names = column.read(f)
          const w = column.weights?.(f)
          names.forEach((name, i) => {
            ids.push(dictionaries.entry(column.dictionary, name, column.words))
            if (w) weights.push(w[i]!)
          })
          start.push(ids.length)
        },
        finish: () => ({ start: Uint32Array.from(start), ids: Uint32Array.from(ids), weights: column.weights ? Float32Array.from(weights) : null }),
      }
    }
    case 'roleList': {
      const start = [0]
      const ids: number[] = []
      return {
        copy: (base, _d, [from, to]) => {
          const data = base as RoleListData
          for (let r = from; r < to; r++) {
            for (let i = data.start[r]!, end = data.start[r + 1]!; i < end; i++) ids.push(data.ids[i]!)
            start.push(ids.length)
          }
        },
        add: (f) => {
          for (const role of f.roles) {
            for (const name of column.read(role, f)) ids.push(dictionaries.entry(column.dictionary, name, undefined))
            start.push(ids.length)
          }
        },
        finish: () => ({ start: Uint32Array.from(start), ids: Uint32Array.from(ids) }),
      }
    }
    case 'vector': {
      const chunks: Array<ArrayLike<number>> = []
      const zeros = new Int8Array(column.dims)
      return {
        copy: (base, d) => chunks.push((base as VectorData).values.subarray(d * column.dims, (d + 1) * column.dims)),
        add: (f) => {
          const v = column.read(f)
          chunks.push(v.length === column.dims ? v : zeros)
        },
        finish: () => {
          const values = new Int8Array(chunks.length * column.dims)
          chunks.forEach((chunk, d) => values.set(chunk, d * column.dims))
          return { values }
        },
      }
    }
    case 'text': {
      const values: Array<string | null> = []
      return {
        copy: (base, d) => values.push((base as TextData).values.at(d)),
        add: (f) => values.push(column.read(f)),
        finish: () => ({ values: new StringArray(values) }),
      }
    }
  }
}

function typed(type: ArrayType, values: readonly number[]): TypedArray {
  return ARRAY_TYPES[type].from(values)
}
