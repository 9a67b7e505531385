import { readFile } from 'node:fs/promises'
import { cliIo } from './cli-io.ts'

/** Reads a text argument given as a file path, or as "-" for standard input. */
export async function readTextInput(pathOrDash: string): Promise<string> {
  if (pathOrDash !== '-') return readFile(pathOrDash, 'utf8')
  const chunks: Buffer[] = []
  for await (const chunk of cliIo().stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
