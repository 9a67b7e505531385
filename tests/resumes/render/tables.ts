import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  Textbox,
  WidthType,
  type ITableCellBorders,
} from 'docx'
import type { ResumeSource, Role } from '../schema.ts'
import { certificationLine, degreeLine, educationDates, heading, roleDates } from './common.ts'
import { LETTER_PAGE, TEXT_WIDTH, packDocx } from './docx-parts.ts'

/*
 * Word, laid out with tables the way many downloadable templates are: the contact details in a
 * floating text box at the top right, the name beside it; a heading bar per section; a table per
 * role (title and dates in one row, employer and location under them, the bullets in a merged row);
 * education as a table of rows, skills as a grid of cells.
 */

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }
const NO_BORDERS: ITableCellBorders = { top: NONE, bottom: NONE, left: NONE, right: NONE }
const ACCENT = '2F5496'

function sectionBar(text: string): Paragraph {
  return new Paragraph({
    spacing: { before: 220, after: 100 },
    shading: { type: ShadingType.CLEAR, fill: 'DCE3EF', color: 'auto' },
    children: [new TextRun({ text, bold: true, color: ACCENT, size: 23 })],
  })
}

function cell(children: Paragraph[], width: number, columnSpan?: number): TableCell {
  return new TableCell({ children, width: { size: width, type: WidthType.DXA }, columnSpan, borders: NO_BORDERS })
}

function table(rows: TableRow[], columns: number[]): Table {
  return new Table({
    rows,
    columnWidths: columns,
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    borders: { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE },
  })
}

function roleTable(role: Role, resume: ResumeSource): Table {
  const left = Math.round(TEXT_WIDTH * 0.72)
  const right = TEXT_WIDTH - left
  const rows = [
    new TableRow({
      children: [
        cell([new Paragraph({ children: [new TextRun({ text: role.title, bold: true, size: 22 })] })], left),
        cell(
          [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: roleDates(role, resume.style), bold: true })] })],
          right,
        ),
      ],
    }),
  ]
  const where = [role.employer, role.location].filter(Boolean).join(', ')
  if (where) {
    rows.push(
      new TableRow({
        children: [
          cell([new Paragraph({ children: [new TextRun({ text: where, italics: true, color: '555555' })] })], left),
          cell([new Paragraph('')], right),
        ],
      }),
    )
  }
  if (role.bullets.length > 0) {
    rows.push(
      new TableRow({
        children: [
          cell(
            role.bullets.map((b) => new Paragraph({ text: b, bullet: { level: 0 } })),
            TEXT_WIDTH,
            2,
          ),
        ],
      }),
    )
  }
  return table(rows, [left, right])
}

export async function renderTables(resume: ResumeSource): Promise<Buffer> {
  const c = resume.contact
  const contactLines = [c.phone, c.email, c.location, ...(c.links ?? [])].filter((x): x is string => Boolean(x))
  const children: Array<Paragraph | Table> = [
    new Paragraph({
      children: [
        new Textbox({
          style: {
            width: '2.6in',
            height: '1.1in',
            position: 'absolute',
            positionHorizontal: 'right',
            positionHorizontalRelative: 'margin',
            top: '0in',
            wrapStyle: 'square',
          },
          children: contactLines.map((line) => new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: line, size: 19 })] })),
        }),
      ],
    }),
    new Paragraph({ children: [new TextRun({ text: resume.name, bold: true, size: 44, color: ACCENT })] }),
  ]
  if (resume.headline) children.push(new Paragraph({ spacing: { after: 240 }, children: [new TextRun({ text: resume.headline, size: 24 })] }))
  if (resume.summary) children.push(sectionBar(heading(resume, 'summary', 'Professional Summary')), new Paragraph(resume.summary))

  children.push(sectionBar(heading(resume, 'experience', 'Work Experience')))
  for (const role of resume.experience) children.push(roleTable(role, resume), new Paragraph({ spacing: { after: 60 }, text: '' }))

  if (resume.education.length > 0) {
    children.push(sectionBar(heading(resume, 'education')))
    const left = Math.round(TEXT_WIDTH * 0.72)
    children.push(
      table(
        resume.education.map(
          (e) =>
            new TableRow({
              children: [
                cell(
                  [
                    new Paragraph({ children: [new TextRun({ text: degreeLine(e), bold: true })] }),
                    new Paragraph([e.school, e.location].filter(Boolean).join(', ')),
                    ...(e.details ?? []).map((d) => new Paragraph({ children: [new TextRun({ text: d, italics: true })] })),
                  ],
                  left,
                ),
                cell([new Paragraph({ alignment: AlignmentType.RIGHT, text: educationDates(e, resume.style) })], TEXT_WIDTH - left),
              ],
            }),
        ),
        [left, TEXT_WIDTH - left],
      ),
    )
  }
  if (resume.skills.length > 0) {
    children.push(sectionBar(heading(resume, 'skills', 'Skills')))
    const per = 3
    const width = Math.floor(TEXT_WIDTH / per)
    const rows: TableRow[] = []
    const oneList = resume.skills.length === 1 && !resume.skills[0]!.group
    if (oneList) {
      // One list without a name: its items in three columns of bullets, as skills grids are drawn.
      const items = resume.skills[0]!.items
      const size = Math.ceil(items.length / per)
      const columns = Array.from({ length: per }, (_, k) => items.slice(k * size, (k + 1) * size))
      rows.push(
        new TableRow({
          children: columns.map((column) =>
            cell(column.length ? column.map((i) => new Paragraph({ text: i, bullet: { level: 0 } })) : [new Paragraph('')], width),
          ),
        }),
      )
    }
    for (let i = 0; !oneList && i < resume.skills.length; i += per) {
      const groups = resume.skills.slice(i, i + per)
      const cells = groups.map((g) =>
        cell(
          [...(g.group ? [new Paragraph({ children: [new TextRun({ text: g.group, bold: true })] })] : []), new Paragraph(g.items.join(', '))],
          width,
        ),
      )
      while (cells.length < per) cells.push(cell([new Paragraph('')], width))
      rows.push(new TableRow({ children: cells }))
    }
    children.push(table(rows, Array(per).fill(width)))
  }
  if (resume.certifications?.length) {
    children.push(sectionBar(heading(resume, 'certifications')))
    for (const cert of resume.certifications) children.push(new Paragraph({ text: certificationLine(cert), bullet: { level: 0 } }))
  }
  if (resume.languages?.length) {
    children.push(sectionBar(heading(resume, 'languages')))
    children.push(new Paragraph(resume.languages.map((l) => (l.level ? `${l.language} (${l.level})` : l.language)).join(' · ')))
  }
  for (const extra of resume.extras ?? []) {
    children.push(sectionBar(extra.heading), ...extra.items.map((i) => new Paragraph({ text: i, bullet: { level: 0 } })))
  }
  return packDocx(resume, [{ properties: LETTER_PAGE, children }])
}
