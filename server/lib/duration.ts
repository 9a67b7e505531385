const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800, y: 31557600 }

/** "7d" -> 604800. Accepts what JWT_EXPIRES_IN accepts (a number of seconds, or a number and a unit). */
export function durationToSeconds(value: string): number {
  const match = /^(\d+)\s*([smhdwy])?$/.exec(value.trim())
  if (!match) throw new Error(`Not a duration: ${value}`)
  return Number(match[1]) * (UNIT_SECONDS[match[2] ?? 's'] ?? 1)
}
