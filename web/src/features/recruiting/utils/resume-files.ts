import { DEFAULT_MAX_UPLOAD_BYTES, formatFileSize } from '@shared/file-size.ts'

/** The matching tool takes PDF and DOCX only, judged by media type (the server reads the bytes). */
export const RESUME_MEDIA_TYPES = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const

const ACCEPTED_TYPES = new Set<string>(Object.keys(RESUME_MEDIA_TYPES))

export const isResumeFile = (file: File): boolean => ACCEPTED_TYPES.has(file.type)

/** Identifies a picked file, so that picking the same file twice in one list keeps it once. */
export const fileKey = (file: File): string => `${file.name}\u0000${file.size}\u0000${file.lastModified}`

/** A file of a pick left out, and why, in words that finish "photo.png ..." */
export interface SkippedFile {
  name: string
  reason: string
}

/** Why a file cannot be a resume of the pool, or null when it can. */
export function skipReason(file: File): string | null {
  if (!isResumeFile(file)) {
    if (file.type.startsWith('image/')) return 'is an image'
    if (file.type === 'application/msword' || /\.doc$/i.test(file.name)) return 'is an old Word file (save it as DOCX)'
    return 'is not PDF or DOCX'
  }
  if (file.size === 0) return 'is empty'
  if (file.size > DEFAULT_MAX_UPLOAD_BYTES) return `is ${formatFileSize(file.size)} (the limit is ${formatFileSize(DEFAULT_MAX_UPLOAD_BYTES)})`
  return null
}

/**
 * Splits a pick into the files to add to the pending list and those left out with their reason:
 * not PDF or DOCX, empty, over the size limit, or already pending (or repeated in the pick).
 */
export function sortPick(pending: readonly File[], picked: readonly File[]): { added: File[]; skipped: SkippedFile[] } {
  const seen = new Set(pending.map(fileKey))
  const added: File[] = []
  const skipped: SkippedFile[] = []
  for (const file of picked) {
    const reason = skipReason(file) ?? (seen.has(fileKey(file)) ? 'is already in the list' : null)
    if (reason) {
      skipped.push({ name: file.name, reason })
      continue
    }
    seen.add(fileKey(file))
    added.push(file)
  }
  return { added, skipped }
}

/** "2 skipped: photo.png is an image, notes.txt is not PDF or DOCX"; '' when none was. */
export function skippedMessage(skipped: readonly SkippedFile[]): string {
  if (skipped.length === 0) return ''
  return `${skipped.length} skipped: ${skipped.map((s) => `${s.name} ${s.reason}`).join(', ')}`
}
