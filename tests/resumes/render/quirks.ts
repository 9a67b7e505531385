import type { ResumeSource, Role } from '../schema.ts'
import { certificationLine, degreeLine, educationDates, formatDate, heading, presentWord } from './common.ts'
import { tex } from './latex-text.ts'
import { LATEX_REPRODUCIBLE, compileLatex } from './tools.ts'

/*
 * PDF in Helvetica with the shapes that broke the parser in files people uploaded:
 *   - capital section titles; with style.roleOnHeading, the first role on the heading's own line
 *     ("PROFESSIONAL EXPERIENCE: Independent Developer, 03.2021 till now"), else on the next line;
 *   - roles written "iOS Developer at Company, City, .2022" (a single date after a dot) or
 *     "05.2019 - 02.2021" after the location;
 *   - header runs: "Title | Employer | City | Jan 2019 - Mar 2021" on one line;
 *   - a school name, then a "Month Year" line, then the degree;
 *   - "LANGUAGES:" with its content on the heading line; hyphen bullets.
 */

const DOTTED = 'dotted' as const

function dates(role: Role, resume: ResumeSource, firstRole: boolean): string {
  // A single year is written ".2022"; a single month "05.2022".
  if (role.end === undefined) return role.start.length === 4 ? `.${role.start}` : formatDate(role.start, DOTTED)
  const end = role.end === 'present' ? (firstRole ? 'till now' : presentWord(resume.style)) : formatDate(role.end, DOTTED)
  return firstRole ? `${formatDate(role.start, DOTTED)} till ${end.replace(/^till /, '')}` : `${formatDate(role.start, DOTTED)} - ${end}`
}

/** How role `i` is written; single-date roles always take the "at" form. */
function roleLine(role: Role, i: number, resume: ResumeSource, headingText: string): string {
  if (i === 0 && resume.style?.roleOnHeading) {
    const parts = [role.title, role.employer, role.location, dates(role, resume, true)].filter(Boolean)
    return String.raw`\textbf{${tex(headingText)}:} ${tex(parts.join(', '))}`
  }
  if (i === 0) {
    // The heading on a line of its own; the first role written "Title, Employer, City, 03.2021 till now".
    const parts = [role.title, role.employer, role.location, dates(role, resume, true)].filter(Boolean)
    return String.raw`\textbf{${tex(headingText)}}\par\smallskip\textbf{${tex(parts.join(', '))}}`
  }
  if (role.end === undefined || i % 2 === 1) {
    const who = role.employer ? `${role.title} at ${role.employer}` : role.title
    // "iOS Developer at Company, City, .2022": the date glued to a dot after a comma.
    return String.raw`\textbf{${tex([who, role.location, dates(role, resume, false)].filter(Boolean).join(', '))}}`
  }
  const range = `${formatDate(role.start, 'short')} - ${role.end === 'present' ? presentWord(resume.style) : formatDate(role.end, 'short')}`
  return tex([role.title, role.employer, role.location, range].filter(Boolean).join(' | '))
}

export function quirksLatex(resume: ResumeSource): string {
  const style = resume.style
  const c = resume.contact
  const upper = (s: string) => s.toUpperCase()
  const out: string[] = [
    String.raw`\documentclass[10pt,a4paper]{article}`,
    LATEX_REPRODUCIBLE,
    String.raw`\usepackage[T1]{fontenc}`,
    String.raw`\usepackage[utf8]{inputenc}`,
    String.raw`\usepackage[scaled]{helvet}`,
    String.raw`\renewcommand{\familydefault}{\sfdefault}`,
    String.raw`\usepackage[margin=2cm]{geometry}`,
    String.raw`\usepackage{enumitem}`,
    String.raw`\setlist[itemize]{leftmargin=1em,itemsep=0pt,topsep=2pt,label=-}`,
    String.raw`\pagestyle{empty}`,
    String.raw`\setlength{\parindent}{0pt}`,
    String.raw`\setlength{\parskip}{3pt}`,
    String.raw`\raggedright\hyphenpenalty=10000\exhyphenpenalty=10000`,
    String.raw`\newcommand{\head}[1]{\par\medskip{\bfseries #1}\par}`,
    String.raw`\begin{document}`,
    String.raw`{\Large\bfseries ${tex(upper(resume.name))}}\par`,
  ]
  if (resume.headline) out.push(`${tex(resume.headline)}\\par`)
  if (c.phone) out.push(`Phone: ${tex(c.phone)}\\par`)
  if (c.email) out.push(`E-mail: ${tex(c.email)}\\par`)
  if (c.location) out.push(`Address: ${tex(c.location)}\\par`)
  for (const link of c.links ?? []) out.push(`${tex(link)}\\par`)

  if (resume.summary) out.push(String.raw`\head{${tex(upper(heading(resume, 'summary', 'About me')))}}`, `${tex(resume.summary)}\\par`)

  const experienceHeading = upper(heading(resume, 'experience', 'Professional Experience'))
  out.push(String.raw`\par\medskip`)
  resume.experience.forEach((role, i) => {
    out.push(`${roleLine(role, i, resume, experienceHeading)}\\par`)
    if (role.bullets.length > 0)
      out.push(String.raw`\begin{itemize}`, ...role.bullets.map((b) => String.raw`\item ${tex(b)}`), String.raw`\end{itemize}`)
  })

  if (resume.education.length > 0) {
    out.push(String.raw`\head{${tex(upper(heading(resume, 'education')))}}`)
    for (const entry of resume.education) {
      const when = educationDates(entry, style, 'long')
      out.push(
        `${tex([entry.school, entry.location].filter(Boolean).join(', '))}\\par`,
        when ? `${tex(when)}\\par` : '',
        `${tex(degreeLine(entry))}\\par`,
        ...(entry.details ?? []).map((d) => `${tex(d)}\\par`),
      )
    }
  }
  if (resume.certifications?.length) {
    out.push(String.raw`\head{${tex(upper(heading(resume, 'certifications', 'Certificates')))}}`)
    for (const cert of resume.certifications) {
      out.push(`${tex(cert.year ? `${cert.year} – ${[cert.name, cert.issuer].filter(Boolean).join(', ')}` : certificationLine(cert))}\\par`)
    }
  }
  if (resume.skills.length > 0) {
    out.push(String.raw`\head{${tex(upper(heading(resume, 'skills', 'Technical Skills')))}}`)
    for (const g of resume.skills) out.push(`${tex(g.group ? `${g.group} — ${g.items.join(', ')}` : g.items.join(', '))}\\par`)
  }
  if (resume.languages?.length) {
    const list = resume.languages
      .map((l) => (!l.level ? l.language : l.level.includes('(') ? `${l.language} - ${l.level}` : `${l.language} (${l.level.toLowerCase()})`))
      .join(', ')
    out.push(String.raw`\par\medskip{\bfseries ${tex(upper(heading(resume, 'languages')))}:} ${tex(list)}\par`)
  }
  for (const extra of resume.extras ?? []) {
    out.push(
      String.raw`\head{${tex(upper(extra.heading))}}`,
      String.raw`\begin{itemize}`,
      ...extra.items.map((i) => String.raw`\item ${tex(i)}`),
      String.raw`\end{itemize}`,
    )
  }
  out.push(String.raw`\end{document}`, '')
  return out.join('\n')
}

export function renderQuirks(resume: ResumeSource): Promise<Buffer> {
  return compileLatex(quirksLatex(resume))
}
