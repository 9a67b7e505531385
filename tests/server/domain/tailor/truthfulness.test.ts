import { beforeAll, describe, expect, it } from 'vitest'
import { parseJobDescription } from '../../../../server/domain/jd/index.ts'
import { tailorResume, writeCoverLetter } from '../../../../server/domain/tailor/index.ts'
import { EMPHASIZE, inventions, oneFileEach, TODAY, TRUTH_JOBS, unprintable } from '../../../helpers/truthful-tailoring.ts'
import { ACCOUNTING_JD } from '../jd/job-descriptions.ts'
import { extractAll, writtenFiles, type SourceResume } from './helpers.ts'

/*
 * The truthfulness rule (tests/helpers/truthful-tailoring.ts) on one file of each written test
 * resume (tests/resumes: 44 resumes in 39 fields, the renderings but the scan taken in turn, so
 * well-read files and files the parser misreads alike), each tailored for four jobs far from most
 * of them. The same checks over every file of every resume (168) are the quality sweep,
 * `npm run test:quality` (tests/quality/truthfulness.test.ts). How long tailoring takes (about
 * 10 ms a resume here) is a bench's figure, not a test's.
 */

let resumes: SourceResume[] = []

beforeAll(async () => {
  resumes = await extractAll(oneFileEach(writtenFiles()), 4)
}, 120_000)

describe('truthful tailoring over a file of each written resume', () => {
  it('extracted a file of each resume', () => {
    expect(resumes.length).toBeGreaterThanOrEqual(44)
    expect(resumes.filter((f) => f.parsed.contact.name).length).toBeGreaterThan(35)
  })

  for (const [name, text] of Object.entries(TRUTH_JOBS)) {
    it(`invents nothing for the ${name} job, in the resume or the cover letter`, () => {
      expect(inventions(resumes, text)).toEqual([])
    })
  }

  it('gives the same documents for the same input (a second run, deep-equal)', () => {
    const job = parseJobDescription(ACCOUNTING_JD)
    for (const source of resumes) {
      const input = { resume: source.parsed, job, emphasize: EMPHASIZE, today: TODAY }
      expect(tailorResume(structuredClone(input))).toEqual(tailorResume(structuredClone(input)))
      expect(writeCoverLetter(structuredClone(input))).toEqual(writeCoverLetter(structuredClone(input)))
    }
  })

  it('writes documents templates can print: no blank bullets, items or paragraphs; a one-page letter', () => {
    expect(unprintable(resumes)).toEqual([])
  })
})
