import { beforeAll, describe, expect, it } from 'vitest'
import { inventions, TRUTH_JOBS, unprintable } from '../helpers/truthful-tailoring.ts'
import { extractAll, writtenFiles, type SourceResume } from '../server/domain/tailor/helpers.ts'

/*
 * The sweep behind tests/server/domain/tailor/truthfulness.test.ts: the truthfulness rule over
 * every file of every written test resume (tests/resumes, in the repository, so this runs on any
 * clone: 44 resumes, 168 files, read from well-read files and misread ones alike), each tailored
 * for four jobs. The behaviour test checks one file of each resume.
 */

let resumes: SourceResume[] = []

beforeAll(async () => {
  resumes = await extractAll(writtenFiles(), 4)
}, 300_000)

describe('truthful tailoring over every file of the written resumes', () => {
  it('extracted every file', () => {
    expect(resumes.length).toBeGreaterThanOrEqual(160)
    expect(resumes.filter((f) => f.parsed.contact.name).length).toBeGreaterThan(130)
  })

  for (const [name, text] of Object.entries(TRUTH_JOBS)) {
    it(`invents nothing for the ${name} job, in the resume or the cover letter`, () => {
      expect(inventions(resumes, text)).toEqual([])
    })
  }

  it('writes documents templates can print: no blank bullets, items or paragraphs; a one-page letter', () => {
    expect(unprintable(resumes)).toEqual([])
  })
})
