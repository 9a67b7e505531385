import { describe, expect, it } from 'vitest'
import { readResumeFile } from '../../../../server/adapters/read-resume.ts'
import { buildPdf } from './helpers/build-files.ts'

/*
 * PDF lines that the width of their column broke are put back together, and nothing else is: the
 * spacing between lines says which follow within one item, and where it cannot, the text does.
 */

/** Lines of 10 pt Helvetica at x = 72, each `gap` points (baseline to baseline) below the one before. */
function page(lines: Array<[text: string, gap: number]>): Uint8Array {
  const escape = (s: string) => s.replace(/[\\()]/g, '\\$&')
  let y = 740
  const ops = lines.map(([text, gap]) => {
    y -= gap
    return `BT /F1 10 Tf 72 ${y} Td (${escape(text)}) Tj ET`
  })
  return buildPdf({ content: ops.join('\n') })
}

const linesOf = async (bytes: Uint8Array) => (await readResumeFile(bytes)).resume_text.split('\n').filter((l) => l.trim())

describe('wrapped lines in a PDF', () => {
  it('where items are spaced apart, a full line followed at the tight gap goes on, whatever its next word', async () => {
    const lines = await linesOf(
      page([
        ['Data Analyst, Scioto Health Plan, 2022 - Present', 0],
        ['Moved 40 Excel reports to scheduled SQL and dbt models in Snowflake for the finance team and its', 16],
        ['Controller, saving 30 analyst hours a month.', 12],
        ['Built 25 Tableau dashboards on claims.', 16],
        ['Answer ad hoc questions from care management and finance, about fifteen requests each month', 16],
        ['Across three regional offices.', 12],
        ['Presented findings to council staff.', 16],
      ]),
    )
    expect(lines).toEqual([
      'Data Analyst, Scioto Health Plan, 2022 - Present',
      'Moved 40 Excel reports to scheduled SQL and dbt models in Snowflake for the finance team and its Controller, saving 30 analyst hours a month.',
      'Built 25 Tableau dashboards on claims.',
      'Answer ad hoc questions from care management and finance, about fifteen requests each month Across three regional offices.',
      'Presented findings to council staff.',
    ])
  })

  it('a heading set further down than the lines of a paragraph stays a line of its own', async () => {
    const lines = await linesOf(
      page([
        ['ABOUT ME', 0],
        ['Licensed journeyman electrician with ten years of commercial and industrial work. Reads drawings,', 15],
        ['bends conduit and runs small crews on tenant finish-outs and service upgrades in the metro area.', 12],
        ['PROFESSIONAL EXPERIENCE', 21],
        ['Journeyman Electrician, Red Dirt Electric Co., Oklahoma City, OK, 2019 till now', 18],
        ['- Lead crews of 2-4 on commercial tenant finish-outs, restaurants and medical offices nearby.', 16],
        ['- Install 480V three-phase services, panels, transformers and motor controls for customers.', 16],
      ]),
    )
    expect(lines).toEqual([
      'ABOUT ME',
      'Licensed journeyman electrician with ten years of commercial and industrial work. Reads drawings, bends conduit and runs small crews on tenant finish-outs and service upgrades in the metro area.',
      'PROFESSIONAL EXPERIENCE',
      'Journeyman Electrician, Red Dirt Electric Co., Oklahoma City, OK, 2019 till now',
      '• Lead crews of 2-4 on commercial tenant finish-outs, restaurants and medical offices nearby.',
      '• Install 480V three-phase services, panels, transformers and motor controls for customers.',
    ])
  })

  it('where every line follows at one gap, only a line whose text goes on is joined', async () => {
    const lines = await linesOf(
      page([
        ['Summary', 0],
        ['Provide results-based and relationship-building skills to a sales team, with drive that raised revenue,', 12],
        ['market share and profit in every region.', 12],
        ['Associate of Arts and Applied Science : Accounting , 2007 Rowan Cabarrus Community College , USA', 12],
        ['Skills', 12],
        ['Collected and deposited $1,200,000.00 of outstanding debt from general contractors on past projects', 12],
        ['Amended incorrect corporate, multi-state sales and use tax returns for 3 different entities.', 12],
        ['Prepared a Weapon System Safety Review Board Technical Data Package for the LPD 17 class gun', 12],
        ['(GWS) barbette modifications.', 12],
      ]),
    )
    expect(lines).toEqual([
      'Summary',
      'Provide results-based and relationship-building skills to a sales team, with drive that raised revenue, market share and profit in every region.',
      'Associate of Arts and Applied Science : Accounting , 2007 Rowan Cabarrus Community College , USA',
      'Skills',
      'Collected and deposited $1,200,000.00 of outstanding debt from general contractors on past projects',
      'Amended incorrect corporate, multi-state sales and use tax returns for 3 different entities.',
      'Prepared a Weapon System Safety Review Board Technical Data Package for the LPD 17 class gun (GWS) barbette modifications.',
    ])
  })

  it('plain words in even gaps keep their spaces: "6 months to 10 weeks." is no letter-spaced heading', async () => {
    const lines = await linesOf(
      page([
        ['Cut the screening campaign', 0],
        ['6 months to 10 weeks.', 16],
      ]),
    )
    expect(lines).toEqual(['Cut the screening campaign', '6 months to 10 weeks.'])
  })
})
