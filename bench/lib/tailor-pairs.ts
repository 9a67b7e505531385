import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { devResumes } from './dev-resumes.ts'
import { ROOT } from './results.ts'

/*
 * The tailoring benches' pairs of a resume and a posting. The dev pairs: two resumes of each of six
 * dev-set categories, each against a posting of its own field and one of a neighbouring field
 * (bench/data/tailor-postings, written for the benches). The written pairs: ten of the written test
 * resumes (tests/resumes), each read from one of its rendered files, against a posting written for
 * it (bench/data/writing-postings), with the company each posting names (null: it names none).
 */

export const TAILOR_POSTINGS = join(ROOT, 'bench', 'data', 'tailor-postings')
export const WRITING_POSTINGS = join(ROOT, 'bench', 'data', 'writing-postings')

/** Category -> [its own field's posting, a neighbouring field's]. */
export const PLAN: Record<string, [string, string]> = {
  FINANCE: ['financial-analyst', 'data-analyst'],
  ACCOUNTANT: ['staff-accountant', 'internal-auditor'],
  'INFORMATION-TECHNOLOGY': ['it-systems-administrator', 'cloud-engineer'],
  HR: ['hr-generalist', 'recruiter'],
  SALES: ['account-executive', 'customer-success-manager'],
  TEACHER: ['math-teacher', 'corporate-trainer'],
}
export const RESUMES_PER_CATEGORY = 2

export function readPostings(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.txt'))
      .map((f) => [f.replace(/\.txt$/, ''), readFileSync(join(dir, f), 'utf8')]),
  )
}

export interface DevPair {
  id: string
  category: string
  file: string
  posting: string
  field: 'own' | 'neighbour'
  /** The first resume of its category against its own field's posting. */
  first: boolean
}

export function devPairs(): DevPair[] {
  const manifest = devResumes()
  const out: DevPair[] = []
  for (const [category, [own, neighbour]] of Object.entries(PLAN)) {
    const picked = manifest.filter((m) => m.category === category).slice(0, RESUMES_PER_CATEGORY)
    for (const [i, resume] of picked.entries()) {
      for (const [posting, field] of [
        [own, 'own'],
        [neighbour, 'neighbour'],
      ] as const) {
        out.push({ id: resume.id, category, file: resume.path, posting, field, first: i === 0 && field === 'own' })
      }
    }
  }
  return out
}

export interface WrittenPair {
  /** tests/resumes/source/<resume>.yaml */
  resume: string
  layout: string
  posting: string
  /** The company as the posting names it (in a header line, an "About us" part or an e-mail domain), or null. */
  company: string | null
  /** The resume read without its name, as when none is found. */
  withoutName?: boolean
}

export const WRITTEN_PAIRS: WrittenPair[] = [
  { resume: 'chef-luis-echeverria', layout: 'single', posting: 'executive-chef', company: 'Harbor & Vine Restaurant Group' },
  { resume: 'hr-partner-nadia-haddad', layout: 'word', posting: 'hr-generalist', company: 'Granite Ridge Manufacturing' },
  { resume: 'accountant-priya-raman', layout: 'single', posting: 'senior-accountant', company: 'Northgate' },
  { resume: 'software-engineer-arjun-mehta', layout: 'markdown', posting: 'frontend-engineer', company: 'Lumen Health Apps' },
  { resume: 'nurse-grace-mensah', layout: 'word', posting: 'icu-nurse', company: 'St. Brigid Medical Center' },
  { resume: 'sysadmin-tomasz-nowak', layout: 'plain', posting: 'devops-engineer', company: null },
  { resume: 'retail-manager-brittany-nguyen', layout: 'tables', posting: 'store-manager', company: 'Cascade Outdoor Outfitters' },
  { resume: 'math-teacher-daniel-obrien', layout: 'word', posting: 'math-teacher', company: 'Riverside Preparatory Academy' },
  { resume: 'student-cs-emily-carter', layout: 'markdown', posting: 'junior-developer', company: 'Badger Data Works' },
  { resume: 'truck-driver-ray-dawson', layout: 'plain', posting: 'cdl-driver', company: 'Prairie Cold Chain', withoutName: true },
]
