import { readFileSync } from 'node:fs'

/*
 * Word and phrase lists kept as data (a data/*.json file beside the module that reads them), so
 * the code shows the shape of a pattern and the file holds its words. A file has a "note" and
 * named lists; an entry is one alternative of a regular expression, so it may spell variants
 * ("organi[sz]ation", "full[- ]time").
 */

/** The named lists of a data file, read once by the caller at import; a missing list stops the start. */
export function readPhraseLists<Name extends string>(file: URL, names: readonly Name[]): Record<Name, readonly string[]> {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  const lists = {} as Record<Name, readonly string[]>
  for (const name of names) {
    const list = data[name]
    if (!Array.isArray(list) || list.length === 0 || !list.every((entry) => typeof entry === 'string' && entry !== '')) {
      throw new Error(`${file.pathname}: "${name}" must be a list of phrases`)
    }
    lists[name] = Object.freeze(list.slice())
  }
  return lists
}

/** The entries as one non-capturing alternation, to place inside a RegExp. */
export function anyOf(entries: readonly string[]): string {
  return `(?:${entries.join('|')})`
}
