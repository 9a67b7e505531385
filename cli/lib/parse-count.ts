import { InvalidArgumentError } from 'commander'

/** A commander parser for a whole number of at least `min` (worker slots, say). */
export function parseCount(min: number): (value: string) => number {
  return (value) => {
    const n = Number(value)
    if (!Number.isInteger(n) || n < min || n > 256) throw new InvalidArgumentError(`must be a whole number from ${min} to 256`)
    return n
  }
}
