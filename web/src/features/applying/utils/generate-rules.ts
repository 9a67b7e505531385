/** The job description's hard limit, the same as the server's. */
export const JOB_DESCRIPTION_MAX = 20000

export interface GenerateInputs {
  generating: boolean
  hasResume: boolean
  jobDescription: string
  /** Only on the landing-page trial. */
  trialUsedUp: boolean
  /** A signed-in account's plan allows no generation now: why, and when that changes. */
  planLimitReason?: string | undefined
}

/**
 * The Generate button is disabled while generating, without a resume or a description, when the
 * trial is used up, or when the plan allows nothing now (a click would only be refused).
 */
export function generateDisabled({ generating, hasResume, jobDescription, trialUsedUp, planLimitReason }: GenerateInputs): boolean {
  return generating || !hasResume || jobDescription.trim().length === 0 || trialUsedUp || Boolean(planLimitReason)
}

/** Wizard step: 1 at first, 2 after an upload, 3 with a description too, and after a generation. */
export function wizardStep(hasResume: boolean, jobDescription: string, generated: boolean): 1 | 2 | 3 {
  if (generated) return 3
  if (!hasResume) return 1
  return jobDescription.trim().length > 0 ? 3 : 2
}
