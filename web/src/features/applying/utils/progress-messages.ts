/** The ten messages that rotate while documents are generated (spec: every 9.6 s, 350 ms fade). */
export const PROGRESS_MESSAGES = [
  'Reading your resume and picking out your strengths...',
  'Analyzing the job description for key requirements...',
  'Matching your skills to what the employer is looking for...',
  'Choosing your most relevant experience...',
  'Tailoring your resume to the role...',
  'Writing a cover letter in your voice...',
  'Optimizing keywords for applicant tracking systems...',
  'Formatting your documents with a professional template...',
  'Compiling your PDFs...',
  'Almost there — adding the finishing touches...',
] as const

export const MESSAGE_INTERVAL_MS = 9600
export const MESSAGE_FADE_MS = 350
