import type { ResumeSource } from '../schema.ts'
import { certificationLine, contactItems, degreeLine, educationDates, heading, roleDates } from './common.ts'
import { tex } from './latex-text.ts'
import { LATEX_REPRODUCIBLE, compileLatex } from './tools.ts'

/*
 * PDF, one column, as a classic LaTeX resume: the name centred, contact details on one line,
 * ruled section headings, each role as "Title, Employer — Location" with its dates in italics on
 * the next line, then bullets.
 */

export function singleLatex(resume: ResumeSource): string {
  const style = resume.style
  const out: string[] = [
    String.raw`\documentclass[11pt,letterpaper]{article}`,
    LATEX_REPRODUCIBLE,
    String.raw`\usepackage[T1]{fontenc}`,
    String.raw`\usepackage[utf8]{inputenc}`,
    String.raw`\usepackage{lmodern}`,
    String.raw`\usepackage[margin=0.8in]{geometry}`,
    String.raw`\usepackage{enumitem}`,
    String.raw`\usepackage{titlesec}`,
    String.raw`\titleformat{\section}{\large\bfseries}{}{0pt}{}[\vspace{1pt}\titlerule]`,
    String.raw`\titlespacing*{\section}{0pt}{10pt}{5pt}`,
    String.raw`\setlist[itemize]{leftmargin=1.4em,itemsep=1pt,topsep=2pt}`,
    String.raw`\pagestyle{empty}`,
    // Ragged right, no hyphenation: a bullet reads back as the words it was written with.
    String.raw`\raggedright\hyphenpenalty=10000\exhyphenpenalty=10000`,
    String.raw`\setlength{\parindent}{0pt}`,
    String.raw`\begin{document}`,
    String.raw`\begin{center}`,
    String.raw`{\LARGE\bfseries ${tex(resume.name)}}\\[3pt]`,
  ]
  if (resume.headline) out.push(String.raw`{\large ${tex(resume.headline)}}\\[3pt]`)
  out.push(
    contactItems(resume)
      .map(tex)
      .join(String.raw` \textbar{} `),
    String.raw`\end{center}`,
  )

  if (resume.summary) out.push(String.raw`\section*{${tex(heading(resume, 'summary'))}}`, tex(resume.summary))

  out.push(String.raw`\section*{${tex(heading(resume, 'experience'))}}`)
  for (const role of resume.experience) {
    const where = [role.employer, role.location].filter(Boolean).join(' — ')
    out.push(String.raw`\textbf{${tex(role.title)}}${where ? `, ${tex(where)}` : ''}\\`, String.raw`\textit{${tex(roleDates(role, style))}}`)
    if (role.bullets.length > 0) {
      out.push(String.raw`\begin{itemize}`, ...role.bullets.map((b) => String.raw`\item ${tex(b)}`), String.raw`\end{itemize}`)
    }
    out.push(String.raw`\medskip`, '')
  }

  if (resume.education.length > 0) {
    out.push(String.raw`\section*{${tex(heading(resume, 'education'))}}`)
    for (const entry of resume.education) {
      const dates = educationDates(entry, style)
      out.push(
        String.raw`\textbf{${tex(degreeLine(entry))}}\\`,
        `${tex([entry.school, entry.location].filter(Boolean).join(', '))}${dates ? String.raw`, \textit{${tex(dates)}}` : ''}\\\\`,
        ...(entry.details ?? []).map((d) => `${tex(d)}\\\\`),
        String.raw`\smallskip`,
        '',
      )
    }
  }

  if (resume.certifications?.length) {
    out.push(String.raw`\section*{${tex(heading(resume, 'certifications'))}}`, String.raw`\begin{itemize}`)
    out.push(...resume.certifications.map((c) => String.raw`\item ${tex(certificationLine(c))}`), String.raw`\end{itemize}`)
  }

  if (resume.skills.length > 0) {
    out.push(String.raw`\section*{${tex(heading(resume, 'skills'))}}`)
    for (const group of resume.skills) {
      out.push(`${group.group ? String.raw`\textbf{${tex(group.group)}:} ` : ''}${tex(group.items.join(', '))}\\`)
    }
  }

  if (resume.languages?.length) {
    out.push(String.raw`\section*{${tex(heading(resume, 'languages'))}}`)
    out.push(resume.languages.map((l) => tex(l.level ? `${l.language} (${l.level})` : l.language)).join(', '))
  }

  for (const extra of resume.extras ?? []) {
    out.push(
      String.raw`\section*{${tex(extra.heading)}}`,
      String.raw`\begin{itemize}`,
      ...extra.items.map((i) => String.raw`\item ${tex(i)}`),
      String.raw`\end{itemize}`,
    )
  }

  out.push(String.raw`\end{document}`, '')
  return out.join('\n')
}

export function renderSingle(resume: ResumeSource): Promise<Buffer> {
  return compileLatex(singleLatex(resume))
}
