/*
 * "Generate Resume and Cover Letter" on a job card opens the generator with the job's description
 * filled in. The description travels in the navigation state (not the URL: it can be 20,000
 * characters, and it is nobody's business in a link).
 */

export interface GeneratorHandoff {
  jobDescription: string
}

export const generatorStateFor = (description: string): GeneratorHandoff => ({ jobDescription: description })

/** The job description handed over, if the navigation state carries one. */
export function jobDescriptionFrom(state: unknown): string | undefined {
  if (!state || typeof state !== 'object') return undefined
  const value = (state as Partial<GeneratorHandoff>).jobDescription
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}
