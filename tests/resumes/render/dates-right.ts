import type { ResumeSource, Role } from '../schema.ts'
import { degreeLine, educationDates, employerGroups, heading, roleDates } from './common.ts'
import { tex } from './latex-text.ts'
import { LATEX_REPRODUCIBLE, compileLatex } from './tools.ts'

/*
 * PDF in Charter with the dates pushed to the right margin of the title line
 * ("Senior Accountant ........ Apr 2021 – Present"), the employer in italics under it. Several
 * positions at one employer sit under one employer line, each title with its own dates.
 * The header puts the name left and the contact details right, in two columns.
 */

function bullets(items: string[]): string[] {
  if (items.length === 0) return []
  return [String.raw`\begin{itemize}`, ...items.map((b) => String.raw`\item ${tex(b)}`), String.raw`\end{itemize}`]
}

function group(roles: Role[], resume: ResumeSource): string[] {
  const style = resume.style
  const first = roles[0]!
  if (roles.length === 1) {
    const where = [first.employer, first.location].filter(Boolean).join(', ')
    return [
      String.raw`\textbf{${tex(first.title)}} \hfill ${tex(roleDates(first, style))}\\`,
      where ? String.raw`\textit{${tex(where)}}` : '',
      ...bullets(first.bullets),
      String.raw`\smallskip`,
      '',
    ]
  }
  const out = [String.raw`\textbf{\large ${tex(first.employer)}} \hfill ${tex(first.location)}\par\smallskip`]
  for (const role of roles) {
    // A position away from the employer's place says where: "Plant Director, Monterrey, Mexico".
    const where = role.location && role.location !== first.location ? `, ${tex(role.location)}` : ''
    out.push(
      String.raw`\textit{${tex(role.title)}}${where} \hfill ${tex(roleDates(role, style))}`,
      ...bullets(role.bullets),
      String.raw`\par\smallskip`,
    )
  }
  out.push('')
  return out
}

export function datesRightLatex(resume: ResumeSource): string {
  const style = resume.style
  const c = resume.contact
  const right = [c.email, c.phone, c.location, ...(c.links ?? [])].filter((x): x is string => Boolean(x))
  // The name and headline on the left, the contact details stacked on the right, side by side.
  const header = [
    String.raw`\begin{minipage}[t]{0.56\textwidth}\raggedright`,
    String.raw`{\Huge ${tex(resume.name)}}\par`,
    resume.headline ? String.raw`\smallskip{\large ${tex(resume.headline)}}\par` : '',
    String.raw`\end{minipage}\hfill`,
    String.raw`\begin{minipage}[t]{0.4\textwidth}\raggedleft`,
    ...right.map((item) => `${tex(item)}\\par`),
    String.raw`\end{minipage}`,
  ]
  const out: string[] = [
    String.raw`\documentclass[10pt,letterpaper]{article}`,
    LATEX_REPRODUCIBLE,
    String.raw`\usepackage[T1]{fontenc}`,
    String.raw`\usepackage[utf8]{inputenc}`,
    String.raw`\usepackage{charter}`,
    String.raw`\usepackage[margin=0.7in]{geometry}`,
    String.raw`\usepackage{enumitem}`,
    String.raw`\usepackage{titlesec}`,
    String.raw`\usepackage{xcolor}`,
    String.raw`\usepackage{array}`,
    String.raw`\definecolor{accent}{RGB}{20,70,120}`,
    String.raw`\titleformat{\section}{\color{accent}\large\bfseries}{}{0pt}{}[{\color{accent}\titlerule}]`,
    String.raw`\titlespacing*{\section}{0pt}{9pt}{4pt}`,
    String.raw`\setlist[itemize]{leftmargin=1.2em,itemsep=0pt,topsep=1pt,label=\textendash}`,
    String.raw`\pagestyle{empty}`,
    String.raw`\setlength{\parindent}{0pt}`,
    String.raw`\raggedright\hyphenpenalty=10000\exhyphenpenalty=10000`,
    String.raw`\begin{document}`,
    ...header,
  ]
  if (resume.summary) out.push(String.raw`\section*{${tex(heading(resume, 'summary', 'Profile'))}}`, tex(resume.summary))
  out.push(String.raw`\section*{${tex(heading(resume, 'experience', 'Professional Experience'))}}`)
  for (const roles of employerGroups(resume.experience)) out.push(...group(roles, resume))

  if (resume.education.length > 0) {
    out.push(String.raw`\section*{${tex(heading(resume, 'education'))}}`)
    for (const entry of resume.education) {
      out.push(
        String.raw`\textbf{${tex(entry.school)}} \hfill ${tex(entry.location)}\\`,
        String.raw`${tex(degreeLine(entry))} \hfill ${tex(educationDates(entry, style))}\\`,
        ...(entry.details ?? []).map((d) => String.raw`{\small ${tex(d)}}\\`),
        String.raw`\smallskip`,
        '',
      )
    }
  }
  if (resume.certifications?.length) {
    out.push(String.raw`\section*{${tex(heading(resume, 'certifications', 'Licenses & Certifications'))}}`)
    for (const cert of resume.certifications) {
      out.push(String.raw`${tex(cert.name)}${cert.issuer ? String.raw`, \textit{${tex(cert.issuer)}}` : ''} \hfill ${tex(cert.year)}\\`)
    }
  }
  if (resume.skills.length > 0) {
    out.push(String.raw`\section*{${tex(heading(resume, 'skills', 'Skills'))}}`)
    if (resume.skills.every((g) => g.group)) {
      out.push(String.raw`\begin{tabular}{@{}>{\raggedright\arraybackslash}p{0.22\textwidth}>{\raggedright\arraybackslash}p{0.74\textwidth}@{}}`)
      for (const g of resume.skills) out.push(String.raw`\textbf{${tex(g.group)}} & ${tex(g.items.join(', '))} \\`)
      out.push(String.raw`\end{tabular}`)
    } else {
      out.push(tex(resume.skills.flatMap((g) => g.items).join(' · ')))
    }
  }
  if (resume.languages?.length) {
    out.push(String.raw`\section*{${tex(heading(resume, 'languages'))}}`)
    out.push(resume.languages.map((l) => tex(l.level ? `${l.language} – ${l.level}` : l.language)).join(String.raw`\quad `))
  }
  for (const extra of resume.extras ?? []) out.push(String.raw`\section*{${tex(extra.heading)}}`, ...bullets(extra.items))
  out.push(String.raw`\end{document}`, '')
  return out.join('\n')
}

export function renderDatesRight(resume: ResumeSource): Promise<Buffer> {
  return compileLatex(datesRightLatex(resume))
}
