import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { ApiClient } from '../../shared/client.ts'
import type { T10UploadResult } from '../../shared/schemas/t10.ts'
import { createProgressBar } from './progress-bar.ts'

// Files in flight at once: enough to keep the server's extraction busy, few enough that
// thousands of files never sit in memory together.
const CONCURRENCY = 4

export interface IngestedFile extends T10UploadResult {
  path: string
}

/** Uploads each file into the caller's pool, in parallel, with a progress bar on a terminal. */
export async function ingestFiles(client: ApiClient, paths: string[]): Promise<IngestedFile[]> {
  const results: IngestedFile[] = new Array(paths.length)
  const bar = createProgressBar(paths.length, 'Processing resumes')
  let next = 0
  const worker = async () => {
    for (let i = next++; i < paths.length; i = next++) {
      const path = paths[i] as string
      const filename = basename(path)
      try {
        const bytes = await readFile(path)
        const answer = await client.t10.uploadResumes([{ file: new Blob([bytes]), filename }])
        results[i] = { path, ...(answer.results[0] as T10UploadResult) }
      } catch (error) {
        const message = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'No such file' : (error as Error).message
        results[i] = { path, success: false, resume_id: null, filename, message }
      }
      bar.increment()
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, paths.length) }, worker))
  } finally {
    bar.stop()
  }
  return results
}
