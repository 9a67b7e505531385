import { Document, Packer, Paragraph, Table, TableCell, TableRow, WidthType } from 'docx'

/*
 * Word CVs laid out as tables, the way common templates build them, written with the `docx`
 * package. A cell is a list of paragraphs; a paragraph starting with "• " is a real Word bullet.
 */

export type Cell = string[] | { span: number; lines: string[] }

function paragraph(line: string): Paragraph {
  return line.startsWith('• ') ? new Paragraph({ text: line.slice(2), bullet: { level: 0 } }) : new Paragraph(line)
}

function tableCell(cell: Cell): TableCell {
  const { span, lines } = Array.isArray(cell) ? { span: undefined, lines: cell } : cell
  // An empty cell still holds one empty paragraph, as Word writes it.
  return new TableCell({ columnSpan: span, children: (lines.length ? lines : ['']).map(paragraph) })
}

/** A .docx whose body is the given tables (and paragraphs between them, if any). */
export async function buildTableDocx(blocks: Array<Cell[][] | string>): Promise<Uint8Array> {
  const children = blocks.map((block) =>
    typeof block === 'string'
      ? paragraph(block)
      : new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: block.map((cells) => new TableRow({ children: cells.map(tableCell) })),
        }),
  )
  const document = new Document({ sections: [{ children }] })
  return new Uint8Array(await Packer.toBuffer(document))
}

/**
 * The template of the issue: a heading column and a content column; each role spread over rows
 * (title, dates, employer, bullets), the first title held under two names.
 */
export const HEADING_COLUMN_CV: Cell[][] = [
  [['Daniel Cohen'], ['daniel.cohen@example.com', '+972 50 555 0101', 'Tel Aviv, Israel']],
  [['PROFILE'], ['Front-end developer with nine years of experience building React and TypeScript applications for aviation software.']],
  [['EXPERIENCE'], ['Front End Team lead / Senior Developer']],
  [[], ['2020 – Present']],
  [[], ['AviaBit']],
  [[], ['• Led a team of five front-end developers', '• Moved the booking interface to React and TypeScript']],
  [[], ['Front End Developer', '03/2016 – 12/2019', 'Elbit Systems', '• Built mission-planning screens in Angular']],
  [['EDUCATION'], ['B.Sc. Computer Science', 'Tel Aviv University', '2012 – 2015']],
  [['SKILLS'], ['React, TypeScript, JavaScript, CSS, Webpack, Jest']],
]

/** Dates in a narrow left column, merged heading rows across both columns. */
export const DATE_COLUMN_CV: Cell[][] = [
  [{ span: 2, lines: ['Rachel Green', 'rachel.green@example.com | (555) 201-3344 | Columbus, OH'] }],
  [{ span: 2, lines: ['SUMMARY'] }],
  [{ span: 2, lines: ['Retail buyer with ten years of experience in merchandise planning and vendor negotiation.'] }],
  [{ span: 2, lines: ['WORK EXPERIENCE'] }],
  [['Jan 2019 – Present'], ['Senior Buyer, Fabrikam Fashion', '• Negotiated terms with 40 vendors', '• Cut markdowns by 12%']],
  [['06/2014 – 12/2018'], ['Assistant Buyer, Contoso Ltd', '• Planned seasonal assortments']],
  [{ span: 2, lines: ['EDUCATION'] }],
  [['2014'], ['Bachelor of Science in Fashion Merchandising', 'Ohio State University']],
]

/** Each role's header as one row of one-line cells: title, employer, dates. */
export const ROW_PER_ROLE_CV: Cell[][] = [
  [['Experience']],
  [['Senior Accountant'], ['Deloitte LLP'], ['2015 – 2019']],
  [['Staff Accountant'], ['Grant Thornton LLP'], ['2012 – 2015']],
]

/** A sidebar template: one row, contact and skills on the left, the career on the right. */
export const SIDEBAR_CV: Cell[][] = [
  [
    [
      'Omar Haddad',
      'omar.haddad@example.com',
      '(555) 404-1212',
      '',
      'SKILLS',
      'Python',
      'SQL',
      'Tableau',
      '',
      'EDUCATION',
      'M.S. Statistics',
      'Purdue University',
      '2017',
    ],
    [
      'PROFESSIONAL EXPERIENCE',
      'Data Analyst | Initech',
      'Mar 2019 – Present',
      '• Built Tableau dashboards for the sales team',
      'Junior Analyst | Umbrella Corporation',
      'Jul 2017 – Feb 2019',
      '• Cleaned survey data in SQL',
    ],
  ],
]

/** Each role a row: its title, employer and bullets in a wide cell, its dates in a narrow one after it. */
export const DATES_RIGHT_CV: Cell[][] = [
  [{ span: 2, lines: ['PROFESSIONAL EXPERIENCE'] }],
  [['Staff Accountant', 'Grant Thornton LLP', '• Closed the books every month', '• Prepared tax provisions'], ['Jan 2019 – Present']],
  [['Junior Accountant', 'Baker Tilly', '• Reconciled bank accounts'], ['2016 – 2018']],
  [{ span: 2, lines: ['EDUCATION'] }],
  [['Bachelor of Science in Accounting', 'University of Illinois'], ['2012 – 2016']],
]
