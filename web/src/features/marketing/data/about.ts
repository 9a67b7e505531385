import { Award, Lightbulb, ShieldCheck, type LucideIcon } from 'lucide-react'

export const FOUNDED_YEAR = 2023

export const STORY: string[] = [
  `T10 began in ${FOUNDED_YEAR} with a complaint its founders kept hearing from friends: qualified people were being filtered out before anyone read their resume. They had the experience, but their resumes did not speak the language of each posting, and rewriting one for every application took hours they did not have.`,
  'We built T10 to do that tailoring well, quickly and honestly. It reads the resume you already have and the job you want, then writes a resume and a cover letter around what that employer is looking for, using only what you have really done. Every document is typeset in LaTeX and scored by reading the PDF back the way an applicant tracking system would.',
  'Recruiters then told us about the mirror image of the same problem: hundreds of resumes for one opening and no quick, fair way to find the best ten. So we built T10 Resume Matching, which ranks candidate resumes against a job description with scores you can trace to evidence. The top ten is where our name comes from.',
]

export const MISSION =
  'To help every job seeker present their real experience the way each employer looks for it, and to help every recruiter find the right people in the pile, fairly and fast.'

export const VISION =
  'A hiring process where being qualified is enough to be noticed: no one passed over because of formatting, a missing keyword or a resume they had no time to tailor.'

export interface CoreValue {
  icon: LucideIcon
  title: string
  description: string
}

export const CORE_VALUES: CoreValue[] = [
  {
    icon: Award,
    title: 'Excellence',
    description:
      'We care about the details that decide whether a resume gets read: clean typesetting, a structure machines can parse, and scores measured on the real document rather than promised.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    description:
      'We use AI where it truly helps and test what it produces, from keyword coverage to candidate ranking, so that every release makes the results better, not just newer.',
  },
  {
    icon: ShieldCheck,
    title: 'Integrity',
    description:
      'Your resume stays truthful: T10 never invents employers, titles, degrees or skills. Match scores always show their evidence. Your data is yours, and we never sell it.',
  },
]

export interface Leader {
  name: string
  role: string
  bio: string
}

export const LEADERSHIP: Leader[] = [
  {
    name: 'Maya Okafor',
    role: 'Co-founder & Chief Executive Officer',
    bio: 'Spent ten years in talent acquisition at fast-growing companies, reading more resumes than she can count. She leads T10’s strategy and partnerships.',
  },
  {
    name: 'Daniel Reyes',
    role: 'Co-founder & Chief Technology Officer',
    bio: 'A search and machine-learning engineer who built ranking systems before turning to hiring. He leads the engine behind T10’s tailoring, ATS scoring and candidate matching.',
  },
  {
    name: 'Priya Raman',
    role: 'Head of Product',
    bio: 'A product designer and former career coach who makes sure every screen, from the first upload to the final PDF, is clear on a laptop and on a phone.',
  },
]

export interface ImpactStat {
  value: string
  label: string
}

export const IMPACT_STATS: ImpactStat[] = [
  { value: '50k+', label: 'Active users' },
  { value: '250k+', label: 'Resumes generated' },
  { value: '85%', label: 'Interview rate' },
  { value: '92%', label: 'User satisfaction' },
]
