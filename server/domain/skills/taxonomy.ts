import { readFileSync } from 'node:fs'
import { prepared } from '../../lib/prepared-data.ts'
import { skillKey } from './tokenize.ts'

/*
 * The runtime skill taxonomy: skill-taxonomy.json beside this file (built from O*NET and curated
 * lists by scripts/build-skill-taxonomy.ts; O*NET attribution in its header). It is read and
 * indexed on first use and kept for the life of the process (~20 ms, measured by bench/ingest.ts).
 *
 * The index maps each form's token key ("node.js", "ci / cd") to its skill, plus, for each
 * first token, the longest form starting with it, so matching looks up a handful of n-grams per
 * token instead of testing thousands of skills.
 */

export type SkillKind = 'hot' | 'tech' | 'professional'

export interface SkillForm {
  /** Canonical skill name. */
  skill: string
  kind: SkillKind
  /** An everyday word or letter: counts only in a skills context. */
  contextOnly: boolean
  /** An acronym written in capitals ("SAN", "MIS"): outside a skills context only in capitals. */
  capitalsOnly: boolean
}

export interface SkillTaxonomy {
  forms: Map<string, SkillForm>
  /**
   * Forms by their number-free key (last word singular: "financial statement"), for a mention
   * written in the other number ("account reconciliations" for "Account reconciliation").
   */
  singular: Map<string, { key: string; form: SkillForm }>
  /** First token -> number of tokens of the longest form starting with it. */
  maxTokens: Map<string, number>
  skillCount: number
}

const KINDS: Record<string, SkillKind> = { h: 'hot', t: 'tech', p: 'professional' }
const TAXONOMY_FILE = new URL('./skill-taxonomy.json', import.meta.url)

let cached: SkillTaxonomy | undefined

export function loadSkillTaxonomy(): SkillTaxonomy {
  cached ??= prepared('skill-taxonomy', () => buildIndex(JSON.parse(readFileSync(TAXONOMY_FILE, 'utf8')) as { skills: string[][] }))
  return cached
}

function buildIndex(data: { skills: string[][] }): SkillTaxonomy {
  const forms = new Map<string, SkillForm>()
  const singular = new Map<string, { key: string; form: SkillForm }>()
  const maxTokens = new Map<string, number>()
  for (const [rawName, kindCode, ...aliases] of data.skills) {
    if (!rawName || !kindCode) continue
    const skill = rawName.replace(/^~/, '')
    const kind = KINDS[kindCode] ?? 'tech'
    for (const raw of [rawName, ...aliases]) {
      const text = raw.replace(/^~/, '')
      const key = skillKey(text)
      if (!key || forms.has(key)) continue
      forms.set(key, {
        skill,
        kind,
        contextOnly: raw.startsWith('~'),
        capitalsOnly: /^[A-Z]{2,5}$/.test(text),
      })
      const number = singularKey(key)
      if (number && !singular.has(number)) singular.set(number, { key, form: forms.get(key)! })
      const tokens = key.split(' ')
      const first = tokens[0]!
      maxTokens.set(first, Math.max(maxTokens.get(first) ?? 0, tokens.length))
    }
  }
  return { forms, singular, maxTokens, skillCount: data.skills.length }
}

/**
 * A key with its last word made singular ("financial statements" -> "financial statement"), or
 * the key itself when that word reads as singular already; null when the last word is a name or
 * too short to tell ("C++", "R", "AWS" read as written). Only regular English plurals are undone,
 * and a word ending in -ss, -us or -is ("process", "status", "analysis") is singular.
 */
export function singularKey(key: string): string | null {
  const at = key.lastIndexOf(' ') + 1
  const last = key.slice(at)
  if (!/^[a-z]{4,}$/.test(last)) return null
  let one = last
  if (/ies$/.test(last)) one = `${last.slice(0, -3)}y`
  else if (/(?:ss|[sxz]|ch|sh)es$/.test(last)) one = last.slice(0, -2)
  else if (/[^sui]s$/.test(last)) one = last.slice(0, -1)
  return key.slice(0, at) + one
}
