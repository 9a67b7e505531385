/** Small display helpers of the matching screen. */

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

export const formatDateTime = (iso: string) => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/** "senior" -> "Senior"; the engine's level words are lower case. */
export const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text)

/**
 * "Senior · 9.5 yrs": the level the server read from the resume's dates (entry under 2 years, mid
 * 2-8, senior 8+) with the years it rests on, so the recruiter sees why.
 */
export function formatExperience(level: string, years?: number | null): string {
  const label = capitalise(level)
  if (years === null || years === undefined) return label
  return `${label} · ${years} ${years === 1 ? 'yr' : 'yrs'}`
}

/** "Bachelor's degree in Accounting"; the server says "Not stated" for what the resume does not say. */
export function formatEducation({ level, field }: { level: string; field: string }): string {
  const stated = (value: string) => value.trim() !== '' && value !== 'Not stated'
  if (!stated(level)) return stated(field) ? field : 'Not stated'
  return stated(field) ? `${level} in ${field}` : level
}
