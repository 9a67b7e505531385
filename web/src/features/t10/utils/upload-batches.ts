/**
 * One request per batch keeps each request small (the server reads a request's files into memory
 * and bounds its parts) while hundreds of files still go up in a few dozen requests.
 */
export const BATCH_MAX_FILES = 10
export const BATCH_MAX_BYTES = 20 * 1024 * 1024

/** Splits files into batches of at most `maxFiles` and about `maxBytes` (a bigger file goes alone). */
export function uploadBatches<T extends { size: number }>(files: readonly T[], maxFiles = BATCH_MAX_FILES, maxBytes = BATCH_MAX_BYTES): T[][] {
  const batches: T[][] = []
  let current: T[] = []
  let bytes = 0
  for (const file of files) {
    if (current.length > 0 && (current.length >= maxFiles || bytes + file.size > maxBytes)) {
      batches.push(current)
      current = []
      bytes = 0
    }
    current.push(file)
    bytes += file.size
  }
  if (current.length > 0) batches.push(current)
  return batches
}
