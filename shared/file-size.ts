/** Upload limit for one resume file when the operator sets none (MAX_UPLOAD_MB). */
export const DEFAULT_MAX_UPLOAD_MB = 10
export const DEFAULT_MAX_UPLOAD_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const

/** A size as people say it: "10 MB", "1.5 MB", "640 KB", "12 bytes" (binary units, as file managers show). */
export function formatFileSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10
  return `${shown} ${UNITS[unit]}`
}
