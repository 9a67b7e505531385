import { readFileSync } from 'node:fs'
import { stemmedTokens } from './terms.ts'

/*
 * Terms written two ways ("PostgreSQL" and "Postgres", "Kubernetes" and "k8s"): groups of
 * spellings in data/aliases.json. A phrase belongs to a group when its stemmed words are those of
 * a member, so "Postgres" and "postgres" find the same group.
 */

interface AliasData {
  groups: string[][]
}

let byKey: Map<string, readonly string[]> | undefined

function groups(): Map<string, readonly string[]> {
  if (byKey) return byKey
  const data = JSON.parse(readFileSync(new URL('./data/aliases.json', import.meta.url), 'utf8')) as AliasData
  byKey = new Map()
  for (const group of data.groups) {
    const frozen = Object.freeze(group.slice())
    for (const member of group) byKey.set(stemmedTokens(member).join(' '), frozen)
  }
  return byKey
}

/** The spellings of the phrase's alias group (itself among them), or null when it has none. */
export function aliasGroup(phrase: string): readonly string[] | null {
  return groups().get(stemmedTokens(phrase).join(' ')) ?? null
}

/** The phrase and its other spellings, the phrase first. */
export function spellingsOf(phrase: string): string[] {
  const group = aliasGroup(phrase)
  return group ? [phrase, ...group.filter((g) => stemmedTokens(g).join(' ') !== stemmedTokens(phrase).join(' '))] : [phrase]
}
