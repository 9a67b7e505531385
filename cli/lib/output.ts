import { cliIo } from './cli-io.ts'

/**
 * All CLI output goes through here so that `--json` holds everywhere: with it, stdout carries one
 * JSON document and nothing else; progress and notes go to stderr.
 */
export interface Output {
  readonly json: boolean
  /** The command's result: JSON on stdout with --json, else the human rendering. */
  result(data: unknown, human: () => string): void
  /** A note for people (stderr), never mixed into machine output. */
  note(text: string): void
}

export function createOutput(json: boolean): Output {
  return {
    json,
    result(data, human) {
      if (json) cliIo().stdout.write(`${JSON.stringify(data, null, 2)}\n`)
      else cliIo().stdout.write(`${human().replace(/\n*$/, '')}\n`)
    },
    note(text) {
      cliIo().stderr.write(`${text}\n`)
    },
  }
}
