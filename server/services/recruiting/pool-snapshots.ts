import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PoolIndex } from '../../domain/match/index.ts'
import { deserializePoolIndex, serializePoolIndex } from '../../domain/match/pool-index-snapshot.ts'
import { StringArray, type StringColumn } from '../../domain/match/string-columns.ts'
import type { Pool, PoolMember } from './candidates.service.ts'

/*
 * Pools' indexes kept as files in the data directory, one per owner, each naming the pool
 * version it was built for. A process that starts for one query (`t10 match` from a script)
 * loads its pool from here instead of re-indexing every resume's stored features. A snapshot of
 * another version, from other code, cut short or altered reads as a miss: the pool is rebuilt
 * and the snapshot replaced, so a snapshot can make a query faster, never its answer different.
 */

interface SnapshotExtra {
  owner: string
  version: string
  /** How many members: one per distinct resume id of the index. */
  members: number
  /** The pool's duplicates as [resume id, the earlier upload's id, its filename, reason]: few, so kept whole. */
  duplicates: Array<[string, string, string, 'same_file' | 'same_email']>
}

/** What a member has besides its id, stored per position of the index (a snapshot without one of them is a miss). */
const MEMBER_COLUMNS = ['filename', 'uploadTime', 'name', 'correctedAt'] as const
type MemberColumns = Record<(typeof MEMBER_COLUMNS)[number], StringColumn>

export interface PoolSnapshots {
  /** The owner's pool at `version`, or null when no usable snapshot has it. */
  read(ownerId: string, version: string): Promise<Pool | null>
  /** Keeps `pool` as the owner's snapshot for `version`, in the background (see flush). */
  write(ownerId: string, version: string, pool: Pool): void
  /** Waits for the writes in progress (before the process closes). */
  flush(): Promise<void>
}

export function createPoolSnapshots(dataDir: string, onError: (error: unknown) => void): PoolSnapshots {
  const dir = join(dataDir, 'pool-index')
  // Owner ids come from the database; the file name is a digest of them all the same.
  const fileOf = (ownerId: string) => join(dir, `${createHash('sha256').update(ownerId).digest('hex').slice(0, 32)}.bin`)
  const writing = new Set<Promise<void>>()

  async function read(ownerId: string, version: string): Promise<Pool | null> {
    let bytes: Buffer
    try {
      bytes = await readFile(fileOf(ownerId))
    } catch {
      return null
    }
    const snapshot = deserializePoolIndex(bytes)
    const extra = snapshot?.extra as SnapshotExtra | undefined
    if (!snapshot || extra?.owner !== ownerId || extra.version !== version || typeof extra.members !== 'number') return null
    if (!Array.isArray(extra.duplicates)) return null
    const { index, columns } = snapshot
    if (!MEMBER_COLUMNS.every((c) => columns[c]?.length === index.size)) return null
    const duplicates = new Map(extra.duplicates.map(([id, earlier, filename, reason]) => [id, { resume_id: earlier, filename, reason }]))
    return { members: new SnapshotMembers(index, columns as MemberColumns, extra.members), index, duplicates }
  }

  async function save(ownerId: string, version: string, pool: Pool): Promise<void> {
    const { index, members } = pool
    const at = (d: number) => members.get(index.idOf(d))
    // The members are the index's resumes (both are read from the same rows); a pool where they
    // are not is not kept, rather than kept so that it loads as something else.
    if (new Set(index.ids).size !== members.size || !Array.from({ length: index.size }, (_, d) => at(d)).every(Boolean)) return
    const column = (value: (m: PoolMember) => string | null) => new StringArray(Array.from({ length: index.size }, (_, d) => value(at(d)!)))
    const duplicates = [...pool.duplicates].map(([id, d]): SnapshotExtra['duplicates'][number] => [id, d.resume_id, d.filename, d.reason])
    const extra: SnapshotExtra = { owner: ownerId, version, members: members.size, duplicates }
    const columns: MemberColumns = {
      filename: column((m) => m.filename),
      uploadTime: column((m) => m.uploadTime),
      name: column((m) => m.name),
      correctedAt: column((m) => m.correctedAt),
    }
    const bytes = serializePoolIndex(index, extra, columns)
    const file = fileOf(ownerId)
    // Written aside and renamed: a reader sees the old file or the new one, never half of one.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
    await mkdir(dir, { recursive: true })
    try {
      await writeFile(temporary, bytes)
      await rename(temporary, file)
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
  }

  function write(ownerId: string, version: string, pool: Pool): void {
    // After the answer that needed the pool: serializing takes tens of milliseconds at 10k resumes.
    const done = new Promise((resolve) => setImmediate(resolve)).then(() => save(ownerId, version, pool)).catch(onError)
    writing.add(done)
    void done.finally(() => writing.delete(done))
  }

  async function flush(): Promise<void> {
    await Promise.all([...writing])
  }

  return { read, write, flush }
}

/**
 * A loaded pool's members, read from the snapshot's columns by the index's position of the id:
 * a ranking looks up its top few, so a load builds no map of 10,000 members. Anything that
 * walks them all (a pool updated after an upload) builds the map once and reads it after.
 */
class SnapshotMembers extends Map<string, PoolMember> {
  private filled = false

  constructor(
    private readonly index: PoolIndex,
    private readonly columns: MemberColumns,
    private readonly count: number,
  ) {
    super()
  }

  private member(d: number): PoolMember {
    const c = this.columns
    return {
      id: this.index.idOf(d),
      filename: c.filename.at(d) ?? '',
      uploadTime: c.uploadTime.at(d) ?? '',
      name: c.name.at(d),
      correctedAt: c.correctedAt.at(d),
    }
  }

  private fill(): void {
    if (this.filled) return
    this.filled = true
    for (let d = 0; d < this.index.size; d++) {
      const id = this.index.idOf(d)
      if (!super.has(id)) super.set(id, this.member(d))
    }
  }

  override get(id: string): PoolMember | undefined {
    if (this.filled) return super.get(id)
    const d = this.index.position(id)
    return d === undefined ? undefined : this.member(d)
  }

  override has(id: string): boolean {
    return this.filled ? super.has(id) : this.index.position(id) !== undefined
  }

  override get size(): number {
    return this.filled ? super.size : this.count
  }

  override set(id: string, member: PoolMember): this {
    this.fill()
    return super.set(id, member)
  }

  override delete(id: string): boolean {
    this.fill()
    return super.delete(id)
  }

  override clear(): void {
    this.filled = true
    super.clear()
  }

  override forEach(callback: (member: PoolMember, id: string, map: Map<string, PoolMember>) => void, thisArg?: unknown): void {
    this.fill()
    super.forEach(callback, thisArg)
  }

  override entries(): MapIterator<[string, PoolMember]> {
    this.fill()
    return super.entries()
  }

  override keys(): MapIterator<string> {
    this.fill()
    return super.keys()
  }

  override values(): MapIterator<PoolMember> {
    this.fill()
    return super.values()
  }

  override [Symbol.iterator](): MapIterator<[string, PoolMember]> {
    this.fill()
    return super[Symbol.iterator]()
  }
}
