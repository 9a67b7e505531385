/*
 * Checks the OLE2 container of a .doc before word-extractor reads it. word-extractor follows
 * every sector chain the file states: it only stops a chain that points at itself, so a chain that
 * loops through two sectors (1 -> 2 -> 1) grows an array until the process dies (past 2 GB in 24 s
 * in the outside test), and a header claiming 2^31-1 master-allocation sectors chained to one
 * sector is read 2^31 times. Here every count is bounded by the sectors the file really has, and
 * every chain is walked once with a visited set, so a file is refused in time linear in its size;
 * word-extractor then only reads a container whose chains all end. The worker thread's limits
 * are no substitute: the looping chain ends in V8's fatal "invalid array size", which takes the
 * whole process down whatever thread it happens in.
 */

export class OleRefused extends Error {
  override name = 'OleRefused'
}

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const HEADER_BYTES = 512
const MSAT_IN_HEADER = 109
const DIR_ENTRY_BYTES = 128
const NO_SIBLING = -1
const TYPE_STORAGE = 1
const TYPE_STREAM = 2
const TYPE_ROOT = 5

export function checkOleContainer(bytes: Uint8Array): void {
  if (bytes.length < HEADER_BYTES || SIGNATURE.some((b, i) => bytes[i] !== b)) throw new OleRefused('not an OLE2 container')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const int32 = (offset: number) => view.getInt32(offset, true)
  const sectorShift = view.getInt16(30, true)
  const shortShift = view.getInt16(32, true)
  if (sectorShift !== 9 && sectorShift !== 12) throw new OleRefused(`sector shift ${sectorShift}`)
  if (shortShift < 6 || shortShift >= sectorShift) throw new OleRefused(`short sector shift ${shortShift}`)
  const sectorSize = 1 << sectorShift
  const shortSectorSize = 1 << shortShift
  // word-extractor reads sector n at (n + 1) * sectorSize: the sectors this file has.
  const sectorCount = Math.max(0, Math.ceil((bytes.length - sectorSize) / sectorSize))
  const satSize = int32(44)
  const dirStart = int32(48)
  const shortStreamMax = int32(56)
  const ssatStart = int32(60)
  const ssatSize = int32(64)
  const msatStart = int32(68)
  const msatSize = int32(72)
  for (const [name, count] of [
    ['allocation', satSize],
    ['short allocation', ssatSize],
    ['master allocation', msatSize],
  ] as const) {
    if (count < 0 || count > sectorCount) throw new OleRefused(`${count} ${name} sectors in a file of ${sectorCount}`)
  }

  const sectorOffset = (id: number) => (id + 1) * sectorSize
  const checkSector = (id: number, what: string) => {
    if (!Number.isInteger(id) || id < 0 || id >= sectorCount) throw new OleRefused(`${what} names sector ${id} of ${sectorCount}`)
  }

  // The master allocation table: the header's 109 entries, then a chain of sectors.
  const satSectors: number[] = []
  for (let i = 0; i < Math.min(MSAT_IN_HEADER, satSize); i++) satSectors.push(int32(76 + i * 4))
  if (satSize > MSAT_IN_HEADER && msatSize > 0) {
    const seen = new Set<number>()
    let id = msatStart
    for (let n = 0; n < msatSize && satSectors.length < satSize; n++) {
      checkSector(id, 'the master allocation chain')
      if (seen.has(id)) throw new OleRefused('the master allocation chain loops')
      seen.add(id)
      const base = sectorOffset(id)
      for (let s = 0; s < sectorSize - 4 && satSectors.length < satSize; s += 4) satSectors.push(int32(base + s))
      id = int32(base + sectorSize - 4)
    }
  }
  if (satSectors.length < satSize) throw new OleRefused('the master allocation table is short')
  satSectors.forEach((id) => checkSector(id, 'the allocation table'))

  const fat = readTable(view, satSectors.map(sectorOffset), sectorSize)
  const chain = (start: number, table: Int32Array, limit: number, what: string): number[] => {
    const ids: number[] = []
    const seen = new Set<number>()
    // word-extractor ends a chain at any negative id.
    for (let id = start; id > -1; id = table[id] ?? -2) {
      if (id >= limit) throw new OleRefused(`${what} names sector ${id} of ${limit}`)
      if (seen.has(id)) throw new OleRefused(`${what} loops`)
      seen.add(id)
      ids.push(id)
    }
    return ids
  }

  const ssatSectors = chain(ssatStart, fat, sectorCount, 'the short allocation chain')
  if (ssatSectors.length !== ssatSize) throw new OleRefused('the short allocation chain does not match its size')
  const ssat = readTable(view, ssatSectors.map(sectorOffset), sectorSize)

  const dirSectors = chain(dirStart, fat, sectorCount, 'the directory chain')
  const entries = dirSectors.flatMap((id) =>
    Array.from({ length: sectorSize / DIR_ENTRY_BYTES }, (_, i) => {
      const at = sectorOffset(id) + i * DIR_ENTRY_BYTES
      return {
        type: view.getInt8(at + 66),
        left: int32(at + 68),
        right: int32(at + 72),
        child: int32(at + 76),
        start: int32(at + 116),
        size: int32(at + 120),
      }
    }),
  )
  const rootId = entries.findIndex((e) => e.type === TYPE_ROOT)
  if (rootId < 0) throw new OleRefused('no root entry')
  const root = entries[rootId]!
  const shortStreamSectors = chain(root.start, fat, sectorCount, 'the short stream')

  // The tree of storages and streams, each entry reached once.
  const reached = new Set<number>([rootId])
  const reach = (id: number) => {
    if (id === NO_SIBLING) return
    if (id < 0 || id >= entries.length) throw new OleRefused(`the directory names entry ${id} of ${entries.length}`)
    if (reached.has(id)) throw new OleRefused('the directory tree loops')
    reached.add(id)
    pending.push(id)
  }
  const pending: number[] = []
  reach(root.child === NO_SIBLING ? NO_SIBLING : root.child)
  while (pending.length > 0) {
    const entry = entries[pending.pop()!]!
    reach(entry.left)
    reach(entry.right)
    if (entry.type === TYPE_STORAGE) reach(entry.child)
    if (entry.type !== TYPE_STREAM) continue
    if (entry.size < 0) throw new OleRefused('a stream of negative size')
    if (entry.size < shortStreamMax) {
      const shortLimit = Math.floor((shortStreamSectors.length * sectorSize) / shortSectorSize)
      chain(entry.start, ssat, shortLimit, 'a short stream')
    } else {
      chain(entry.start, fat, sectorCount, 'a stream')
    }
  }
}

function readTable(view: DataView, offsets: number[], sectorSize: number): Int32Array {
  const perSector = sectorSize / 4
  const table = new Int32Array(offsets.length * perSector)
  offsets.forEach((base, s) => {
    for (let i = 0; i < perSector; i++) {
      const at = base + i * 4
      // A last sector cut short reads as free entries, as word-extractor's zero-filled buffer does.
      table[s * perSector + i] = at + 4 <= view.byteLength ? view.getInt32(at, true) : 0
    }
  })
  return table
}
