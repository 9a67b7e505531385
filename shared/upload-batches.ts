/*
 * The web app and the CLI send many resumes as a series of requests of at most UPLOAD_BATCH files
 * and bytes. The server's caps (MAX_FILES_PER_REQUEST, MAX_REQUEST_MB) may not be set below these
 * (server/config.ts checks), so a batch is never refused for its size.
 */
export const UPLOAD_BATCH = {
  maxFiles: 10,
  maxBytes: 20 * 1024 * 1024,
} as const

/** Splits files into batches of at most `maxFiles` and about `maxBytes` (a bigger file goes alone). */
export function uploadBatches<T extends { size: number }>(
  files: readonly T[],
  maxFiles: number = UPLOAD_BATCH.maxFiles,
  maxBytes: number = UPLOAD_BATCH.maxBytes,
): T[][] {
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
