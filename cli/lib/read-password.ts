import { readTextInput } from './read-input.ts'
import { cliIo } from './cli-io.ts'

/**
 * The password for `t10 login`: typed at a prompt that shows nothing on a terminal, else the first
 * line of standard input (`t10 login ... < password-file`), so it never sits in an argument that
 * other users of the machine can read in the process list.
 */
export async function readPassword(prompt: string): Promise<string> {
  const { stdin, stderr } = cliIo()
  if (!stdin.isTTY) return ((await readTextInput('-')).split(/\r?\n/)[0] ?? '').trim()
  stderr.write(prompt)
  stdin.setRawMode?.(true)
  stdin.setEncoding('utf8')
  stdin.resume()
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = ''
      const onData = (chunk: string) => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n' || char === '\u0004') {
            stdin.off('data', onData)
            return resolve(typed)
          }
          if (char === '\u0003') {
            stdin.off('data', onData)
            return reject(new Error('cancelled'))
          }
          if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1)
          else typed += char
        }
      }
      stdin.on('data', onData)
    })
  } finally {
    stdin.setRawMode?.(false)
    stdin.pause()
    stderr.write('\n')
  }
}
