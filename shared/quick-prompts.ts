/** The three prompts the web page offers as quick inserts for custom regeneration instructions. */
export const QUICK_PROMPTS = [
  'Make it more concise and keep it to one page',
  'Highlight measurable achievements and impact',
  'Emphasize leadership and teamwork',
] as const

export type QuickPrompt = (typeof QUICK_PROMPTS)[number]

/**
 * The fixed instruction of "Regenerate with selected skills": the selected skills travel in the
 * request's `skills` field, and this sentence asks for them to be emphasised truthfully.
 */
export const SKILLS_INSTRUCTION = 'Emphasize the selected skills where my experience truthfully supports them.'
