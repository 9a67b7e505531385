/** The matching tool takes PDF and DOCX only, judged by media type. */
export const RESUME_MEDIA_TYPES = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const

const ACCEPTED_TYPES = new Set<string>(Object.keys(RESUME_MEDIA_TYPES))

export const isResumeFile = (file: File): boolean => ACCEPTED_TYPES.has(file.type)

/** Identifies a picked file, so that picking the same file twice lists it once. */
export const fileKey = (file: File): string => `${file.name}\u0000${file.size}\u0000${file.lastModified}`

/**
 * The files to add to the pending list: PDF and DOCX by media type, others silently dropped;
 * files already pending (or repeated in the same pick) are left out.
 */
export function newResumeFiles(pending: readonly File[], picked: readonly File[]): File[] {
  const seen = new Set(pending.map(fileKey))
  const added: File[] = []
  for (const file of picked) {
    const key = fileKey(file)
    if (!isResumeFile(file) || seen.has(key)) continue
    seen.add(key)
    added.push(file)
  }
  return added
}
