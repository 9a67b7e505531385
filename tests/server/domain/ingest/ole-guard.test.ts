import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkOleContainer, OleRefused } from '../../../../server/domain/ingest/doc/ole-guard.ts'
import { docWithEndlessMasterTable, docWithLoopingChain } from '../../../helpers/doc-bombs.ts'

const FILES = join(import.meta.dirname, '..', '..', '..', 'resumes', 'files')
const realDocs = readdirSync(FILES).filter((name) => name.endsWith('.doc'))

describe('the .doc container guard', () => {
  it('passes every real Word 97-2003 resume of the test set', () => {
    expect(realDocs.length).toBeGreaterThan(0)
    for (const name of realDocs) expect(() => checkOleContainer(new Uint8Array(readFileSync(join(FILES, name))))).not.toThrow()
  })

  it('refuses a chain that loops through two sectors', () => {
    expect(() => checkOleContainer(docWithLoopingChain())).toThrow(new OleRefused('the directory chain loops'))
  })

  it('refuses counts past the sectors the file has', () => {
    expect(() => checkOleContainer(docWithEndlessMasterTable())).toThrow(OleRefused)
  })

  it('refuses a truncated header', () => {
    expect(() => checkOleContainer(docWithLoopingChain().subarray(0, 300))).toThrow(OleRefused)
  })
})
