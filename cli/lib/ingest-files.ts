import { readFile, stat } from 'node:fs/promises'
import { basename } from 'node:path'
import type { ApiClient } from '../../shared/client.ts'
import type { RecruitingUploadResult } from '../../shared/schemas/recruiting.ts'
import { uploadBatches } from '../../shared/upload-batches.ts'
import { createProgressBar } from './progress-bar.ts'

// Requests in flight at once. Each is a batch within the server's per-request caps (the same
// batches the web app sends), processed a few files at a time by the server; two keep it busy
// while only two batches of files sit in memory here, however many thousand files are given.
const BATCHES_IN_FLIGHT = 2

export interface IngestedFile extends RecruitingUploadResult {
  path: string
}

interface LocalFile {
  index: number
  path: string
  size: number
}

/** Uploads the files into the caller's pool, in batches, with a progress bar on a terminal. */
export async function ingestFiles(client: ApiClient, paths: string[]): Promise<IngestedFile[]> {
  const results: IngestedFile[] = new Array(paths.length)
  const bar = createProgressBar(paths.length, 'Processing resumes')
  const readable: LocalFile[] = []
  for (const [index, path] of paths.entries()) {
    const size = await stat(path).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    )
    if (size === null) {
      results[index] = failed(path, 'No such file')
      bar.increment()
    } else readable.push({ index, path, size })
  }

  const batches = uploadBatches(readable)
  let next = 0
  const worker = async () => {
    for (let b = next++; b < batches.length; b = next++) {
      const batch = batches[b] as LocalFile[]
      for (const [i, result] of (await uploadBatch(client, batch)).entries()) results[(batch[i] as LocalFile).index] = result
      for (const _file of batch) bar.increment()
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(BATCHES_IN_FLIGHT, batches.length) }, worker))
  } finally {
    bar.stop()
  }
  return results
}

/** One request for the batch; a refusal of the whole request is each file's answer. */
async function uploadBatch(client: ApiClient, batch: LocalFile[]): Promise<IngestedFile[]> {
  try {
    const files = await Promise.all(batch.map(async (f) => ({ file: new Blob([await readFile(f.path)]), filename: basename(f.path) })))
    const answer = await client.recruiting.uploadResumes(files)
    return batch.map((f, i) => ({ path: f.path, ...(answer.results[i] as RecruitingUploadResult) }))
  } catch (error) {
    const message = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'No such file' : (error as Error).message
    return batch.map((f) => failed(f.path, message))
  }
}

const failed = (path: string, message: string): IngestedFile => ({
  path,
  success: false,
  resume_id: null,
  filename: basename(path),
  message,
})
