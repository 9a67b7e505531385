import type { Match, MatchAnalysis, RecruitingResume, RecruitingUploadResult } from '@shared/schemas/recruiting.ts'

export const resume = (filename: string, overrides: Partial<RecruitingResume> = {}): RecruitingResume => ({
  resume_id: `r-${filename}`,
  filename,
  uploadTime: '2025-03-01T10:00:00.000Z',
  processing: false,
  hidden_text: false,
  ...overrides,
})

export const processed = (filename: string): RecruitingUploadResult => ({
  success: true,
  resume_id: `r-${filename}`,
  filename,
  message: `Successfully processed ${filename}`,
})

export const refused = (filename: string, message: string): RecruitingUploadResult => ({
  success: false,
  resume_id: null,
  filename,
  message,
  error_type: 'unreadable_file',
})

const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-')

export const match = (name: string, overrides: Partial<Match> = {}): Match => ({
  resume_id: `r-${slug(name)}`,
  filename: `${slug(name)}.pdf`,
  score: 0.8,
  match_percentage: 80,
  upload_time: '2025-03-01T10:00:00.000Z',
  name,
  experienceLevel: 'senior',
  skills: ['GAAP', 'Excel', 'QuickBooks'],
  categoryScores: { skills: 85, experience: 75, education: 90 },
  hidden_text: false,
  ...overrides,
})

export const analysis = (name: string, overrides: Partial<MatchAnalysis> = {}): MatchAnalysis => ({
  name,
  experienceLevel: 'senior',
  skills: ['GAAP', 'Excel', 'QuickBooks'],
  education: {
    level: "Bachelor's degree",
    field: 'Accounting',
    score: 90,
    analysis: "Bachelor's degree in Accounting meets the bachelor's degree asked.",
  },
  skills_match: { score: 85, analysis: 'Has 3 of 4 required skills: GAAP, Excel and QuickBooks. Missing: SAP.' },
  experience_fit: { score: 75, analysis: '8 years of experience, 6 years in roles related to this job. Meets the 5 years asked.' },
  overall_match: { score: 80, summary: `${name} is a strong match (80%) for Senior Accountant.` },
  categoryScores: { skills: 85, experience: 75, education: 90 },
  specific_recommendations: ['Ask about SAP: required by the job, not named in the resume.'],
  hiring_recommendation: 'Strong match — interview. Most required skills are there.',
  hidden_text: false,
  ...overrides,
})

/**
 * Stands in for send-resumes.ts (XMLHttpRequest, for the upload's progress): the same request
 * through the fake server's API client, with a progress report of half the bytes, then all.
 */
export async function fakeSendResumesModule() {
  const { api } = (await import('./fake-server.ts')).apiClientModule
  return {
    UPLOAD_PATH: '/api/v1/t10/resumes',
    sendResumes: (files: readonly File[], onProgress: (sent: number, total: number) => void) => {
      const total = files.reduce((sum, file) => sum + file.size, 0) || 1
      onProgress(total / 2, total)
      onProgress(total, total)
      return api.recruiting.uploadResumes(files.map((file) => ({ file, filename: file.name })))
    },
  }
}
