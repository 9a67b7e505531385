import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ResumeDocument } from '../../../../shared/schemas/documents.ts'
import { parseJobDescription } from '../../../../server/domain/jd/index.ts'
import { createLatexCompiler } from '../../../../server/adapters/pdflatex-compiler.ts'
import { pdfPageCount } from '../../../../server/adapters/poppler-pdf-text.ts'
import { renderResume } from '../../../../server/domain/latex/render.ts'
import { tailorResume } from '../../../../server/domain/tailor/index.ts'
import { STORE_MANAGER, STORE_MANAGER_JD } from './page-fixtures.ts'

/*
 * Issue 21, item 4: a resume that would spill a few lines onto a new page is tightened to end a
 * page earlier, and what goes is its weakest evidence, never the latest role's.
 */

const TODAY = new Date(Date.UTC(2025, 2, 3))
const job = parseJobDescription(STORE_MANAGER_JD)
const workDir = path.join(os.tmpdir(), `t10-tailor-page-fit-test-${process.getuid?.() ?? 'user'}`)
mkdirSync(workDir, { recursive: true, mode: 0o700 })
const compiler = createLatexCompiler({ workDir, timeoutMs: 30_000, concurrency: 1 })
afterAll(() => compiler.close())

const pages = async (doc: ResumeDocument) => pdfPageCount((await compiler.compile(renderResume(doc).source)).pdf)
const bullets = (doc: ResumeDocument) => doc.experience.flatMap((e) => e.bullets)

describe('a resume that would leave an orphan page', () => {
  const { document, log } = tailorResume({ resume: STORE_MANAGER, job, today: TODAY })

  it('ends on one full page instead of spilling a few lines onto a second', async () => {
    expect(document.page_limit).toBe(2)
    expect(await pages(document)).toBe(1)
    expect(log.join('\n')).toMatch(/Tightened to end on page 1: it ran about \d+ lines? onto a new page/)
  }, 60_000)

  it('keeps the latest role whole and every skill the posting asks for that the resume shows', () => {
    const latest = document.experience[0]!
    expect(latest.title).toBe('Store Manager')
    expect(latest.bullets).toEqual(
      expect.arrayContaining([
        'Lead a $9M store with 3 assistant managers and 40 associates, beating the sales plan in 15 of 19 quarters',
        'Cut shrink from 2.1% to 1.2% of sales with weekly loss prevention audits and camera coverage of the stockroom',
        'Build weekly schedules in UKG Dimensions that held payroll to 11% of sales through two holiday seasons',
      ]),
    )
    const text = [...bullets(document), ...document.skills.flatMap((g) => g.items)].join('\n')
    for (const skill of ['Inventory management', 'Loss prevention', 'Visual merchandising', 'UKG Dimensions', 'Microsoft Excel'])
      expect(text).toContain(skill)
    // Chores the posting does not ask for never crowd out evidence.
    expect(text).not.toMatch(/break room|office supplies|Watered the plants/)
  })

  it('leaves a resume well past one page on two pages, with its evidence', async () => {
    const longer = {
      ...STORE_MANAGER,
      experience: STORE_MANAGER.experience.map((e, i) =>
        i === 1
          ? {
              ...e,
              bullets: [
                ...e.bullets,
                'Opened a second stockroom and re-slotted 3,000 SKUs for faster replenishment',
                'Cut overtime 22% with a shift-swap board',
              ],
            }
          : e,
      ),
      certifications: [
        ...STORE_MANAGER.certifications,
        'Mental Health First Aid, 2022',
        'Food Handler Card, 2020',
        'OSHA 10-Hour General Industry, 2018',
      ],
      skills: [
        ...STORE_MANAGER.skills,
        'Vendor relations',
        'Budgeting',
        'Payroll',
        'Recruiting',
        'Cash handling',
        'Merchandising',
        'Store operations',
      ],
    }
    const { document: doc, log: longLog } = tailorResume({ resume: longer, job, today: TODAY })
    expect(longLog.join('\n')).not.toMatch(/Tightened to end/)
    expect(bullets(doc).length).toBeGreaterThan(bullets(document).length)
    expect(await pages(doc)).toBe(2)
  }, 60_000)

  it('fills the last page instead when ending a page earlier would cost a third of a page', async () => {
    // Two more store roles with figures: it runs 10 to 16 estimated lines onto a second page.
    const earlier = (k: number) => ({
      title: 'Assistant Store Manager',
      company: `Outlet ${k}`,
      location: 'Dayton, OH',
      start: `0${k}/200${k}`,
      end: `0${k}/200${k + 1}`,
      bullets: [
        `Raised sales ${10 + k}% in ${k + 1} quarters with weekly visual merchandising resets`,
        `Kept inventory accuracy at 9${k}% across ${k + 2},000 SKUs with cycle counts`,
        `Scheduled ${20 + k} associates within the payroll budget in UKG Dimensions`,
      ],
    })
    const more = { ...STORE_MANAGER, experience: [...STORE_MANAGER.experience, earlier(1), earlier(2)] }
    const { document: doc, log: moreLog } = tailorResume({ resume: more, job, today: TODAY })
    expect(moreLog.join('\n')).toMatch(/\d+ more of your bullets fills? that page/)
    expect(moreLog.join('\n')).not.toMatch(/Tightened to end/)
    const { pdf } = await compiler.compile(renderResume(doc).source)
    expect(await pdfPageCount(pdf)).toBe(2)
    const last = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
      .toString('utf8')
      .split('\f')
      .filter((p) => p.trim())
      .at(-1)!
    expect(last.split('\n').filter((l) => l.trim()).length).toBeGreaterThan(10)
  }, 60_000)
})
