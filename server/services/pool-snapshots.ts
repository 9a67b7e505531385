import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { deserializePoolIndex, serializePoolIndex } from '../domain/match/pool-index-snapshot.ts'
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
  /** [id, filename, uploadTime, name] per member. */
  members: Array<[string, string, string, string | null]>
}

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
    if (!snapshot || extra?.owner !== ownerId || extra.version !== version || !Array.isArray(extra.members)) return null
    const members = new Map<string, PoolMember>(extra.members.map(([id, filename, uploadTime, name]) => [id, { id, filename, uploadTime, name }]))
    return { members, index: snapshot.index }
  }

  async function save(ownerId: string, version: string, pool: Pool): Promise<void> {
    const extra: SnapshotExtra = {
      owner: ownerId,
      version,
      members: [...pool.members.values()].map((m) => [m.id, m.filename, m.uploadTime, m.name]),
    }
    const bytes = serializePoolIndex(pool.index, extra)
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
