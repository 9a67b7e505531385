import { BadgeCheck, ClipboardPaste, Download, Eye, FileText, LayoutTemplate, Mail, Smartphone, Upload, type LucideIcon } from 'lucide-react'
import type { Testimonial } from './testimonial.ts'

export interface Feature {
  icon: LucideIcon
  title: string
  description: string
}

export interface Step {
  icon: LucideIcon
  title: string
  description: string
}

/** The six claims of the product, in the order the landing page lists them. */
export const FEATURES: Feature[] = [
  {
    icon: FileText,
    title: 'AI resume generator',
    description:
      'Upload the resume you have and paste the job you want. T10 rewrites it for that role: it selects, reorders and rephrases what you have really done, and never invents an employer, title, degree or skill you did not claim.',
  },
  {
    icon: Mail,
    title: 'Cover letter creation',
    description:
      'A cover letter written from the same resume and job description, addressed to the role and grounded in your own experience. Regenerate it with your instructions until it sounds like you.',
  },
  {
    icon: BadgeCheck,
    title: 'ATS optimisation',
    description:
      'Every document gets a measured ATS score. T10 reads the text back out of the finished PDF, checks the job’s keywords, the standard sections and your contact details, and lists the keywords still missing.',
  },
  {
    icon: Eye,
    title: 'Real-time preview',
    description:
      'Follow each step of the generation as it happens, then read both documents as PDFs in the browser. Download the PDF or the LaTeX source when they look right.',
  },
  {
    icon: LayoutTemplate,
    title: 'Templates',
    description:
      'Professionally typeset LaTeX layouts for resumes and cover letters: clean for the person reading, and structured so applicant tracking systems parse every line.',
  },
  {
    icon: Smartphone,
    title: 'Mobile friendly',
    description: 'Upload, generate, preview and download from your phone. Every screen fits a small display and works in light and dark mode.',
  },
]

export const HOW_IT_WORKS: Step[] = [
  {
    icon: Upload,
    title: 'Upload your resume',
    description: 'A PDF, DOC, DOCX or TXT file. T10 reads your sections, roles, dates, education and skills.',
  },
  {
    icon: ClipboardPaste,
    title: 'Add the job description',
    description: 'Paste the posting. T10 picks out the skills, experience and keywords the employer is screening for.',
  },
  {
    icon: Download,
    title: 'Generate and download',
    description:
      'Get a tailored resume and cover letter with their ATS scores. Fine-tune either one by emphasising skills or giving instructions, then download.',
  },
]

export const FEATURE_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'I had been sending the same resume to every posting. With T10 I had a version for each role in minutes, and the missing-keywords list showed me exactly what I kept leaving out. Three interviews in two weeks.',
    name: 'Jordan Ellis',
    role: 'Data Analyst',
  },
  {
    quote:
      'What won me over is that it does not make things up. Everything on the tailored resume was mine, just ordered and worded for the job. The cover letters needed only a light edit before I sent them.',
    name: 'Amara Nwosu',
    role: 'Registered Nurse',
  },
]
