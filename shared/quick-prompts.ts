/** The three prompts the web page offers as quick inserts for custom regeneration instructions. */
export const QUICK_PROMPTS = [
  'Make it more concise and keep it to one page',
  'Highlight measurable achievements and impact',
  'Emphasize leadership and teamwork',
] as const

export type QuickPrompt = (typeof QUICK_PROMPTS)[number]
