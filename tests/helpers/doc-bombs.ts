/*
 * Hostile legacy Word (.doc) files, the outside test's cases: OLE2 containers whose sector chains
 * never end. Each is a few KB; word-extractor alone followed them until the process died.
 */

const SECTOR = 512
const END_OF_CHAIN = -2
const FREE = -1
const FAT_SECTOR = -3

function oleContainer(sectors: number, header: Record<number, number>, fill: (view: DataView, sectorOffset: (id: number) => number) => void) {
  const bytes = new Uint8Array(SECTOR * (sectors + 1))
  const view = new DataView(bytes.buffer)
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  view.setUint16(24, 0x3e, true)
  view.setUint16(26, 3, true)
  view.setUint16(28, 0xfffe, true)
  view.setUint16(30, 9, true) // 512-byte sectors
  view.setUint16(32, 6, true) // 64-byte short sectors
  view.setInt32(56, 4096, true)
  for (let i = 0; i < 109; i++) view.setInt32(76 + i * 4, FREE, true)
  for (const [offset, value] of Object.entries(header)) view.setInt32(Number(offset), value, true)
  const sectorOffset = (id: number) => (id + 1) * SECTOR
  // Sector 0 is the allocation table; every entry free unless set.
  for (let i = 0; i < SECTOR / 4; i++) view.setInt32(sectorOffset(0) + i * 4, FREE, true)
  view.setInt32(sectorOffset(0), FAT_SECTOR, true)
  // A directory entry named as Word names its main stream, so the file is taken for a .doc.
  const name = 'WordDocument'
  for (let i = 0; i < name.length; i++) view.setUint16(sectorOffset(5) + i * 2, name.charCodeAt(i), true)
  view.setUint16(sectorOffset(5) + 64, (name.length + 1) * 2, true)
  fill(view, sectorOffset)
  return bytes
}

/** 6 KB: the directory's sector chain runs 1 -> 2 -> 1 -> ... */
export function docWithLoopingChain(): Uint8Array {
  return oleContainer(11, { 44: 1, 48: 1, 60: END_OF_CHAIN, 64: 0, 68: END_OF_CHAIN, 72: 0, 76: 0 }, (view, at) => {
    view.setInt32(at(0) + 1 * 4, 2, true)
    view.setInt32(at(0) + 2 * 4, 1, true)
  })
}

/** 6 KB: claims 2^31-1 master-allocation sectors, the first chained to itself. */
export function docWithEndlessMasterTable(): Uint8Array {
  return oleContainer(11, { 44: 110, 48: 2, 60: END_OF_CHAIN, 64: 0, 68: 1, 72: 0x7fffffff, 76: 0 }, (view, at) => {
    view.setInt32(at(1) + SECTOR - 4, 1, true)
  })
}
