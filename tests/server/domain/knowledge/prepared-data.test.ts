import { describe, expect, it } from 'vitest'
import { PackedKeys, packKeys } from '../../../../server/domain/knowledge/packed-keys.ts'
import { decodePrepared, encodePrepared } from '../../../../server/domain/knowledge/prepared-data.ts'

// The compiled build keeps the engine's structures in this form (dist/prepared/); a structure read
// back must be the one that was written, or the engine would answer differently from the sources.
describe('prepared data', () => {
  const keys = ['node.js', 'ci / cd', 'c++', 'café', 'naïve résumé', '東京', '', 'x'.repeat(3000)]

  it('reads back JSON values, typed arrays and long texts as written', () => {
    const value = {
      count: 3,
      name: 'skills',
      list: [['a', 'b'], []],
      nested: { weights: Float64Array.from([0.1, 1 / 3, -2]), ids: Uint16Array.from([1, 65535]) },
      flags: Uint8Array.from([1, 2, 3]),
      latin: 'é'.repeat(2000),
      wide: '東'.repeat(1500),
      keys: packKeys(keys),
    }
    const read = decodePrepared(encodePrepared(value)) as typeof value
    expect(read.count).toBe(3)
    expect(read.list).toEqual([['a', 'b'], []])
    expect(Array.from(read.nested.weights)).toEqual([0.1, 1 / 3, -2])
    expect(read.nested.ids).toBeInstanceOf(Uint16Array)
    expect(Array.from(read.nested.ids)).toEqual([1, 65535])
    expect(Array.from(read.flags)).toEqual([1, 2, 3])
    expect(read.latin).toBe(value.latin)
    expect(read.wide).toBe(value.wide)
    expect(read.keys.text).toBe(value.keys.text)
  })

  it('finds every key by its position in a table read back, and no other string', () => {
    const table = new PackedKeys((decodePrepared(encodePrepared({ keys: packKeys(keys) })) as { keys: ReturnType<typeof packKeys> }).keys)
    keys.forEach((key, i) => {
      expect(table.find(key)).toBe(i)
      expect(table.key(i)).toBe(key)
    })
    for (const other of ['node', 'node.js ', 'Node.js', 'ci', 'cafe', 'x'.repeat(2999)]) expect(table.find(other)).toBe(-1)
  })

  it('reads a file that does not start on an 8-byte boundary in memory', () => {
    const file = encodePrepared({ weights: Float64Array.from([1.5, 2.5]), text: 'k'.repeat(2000) })
    const shifted = Buffer.alloc(file.length + 3)
    file.copy(shifted, 3)
    const read = decodePrepared(shifted.subarray(3)) as { weights: Float64Array; text: string }
    expect(Array.from(read.weights)).toEqual([1.5, 2.5])
    expect(read.text).toBe('k'.repeat(2000))
  })

  it('refuses a key listed twice, which would hide one of them', () => {
    expect(() => packKeys(['sql', 'sql'])).toThrow(/twice/)
  })
})
