import { loadKnowledge, type SkillType } from '../knowledge/index.ts'
import { PackedKeys, packKeys, type PackedKeysData } from '../knowledge/packed-keys.ts'
import { prepared } from '../knowledge/prepared-data.ts'
import { skillKey } from './tokenize.ts'

/*
 * The runtime skill taxonomy: the skills of T10's knowledge base (knowledge/fields/*.yaml), their
 * names and aliases. It is indexed on first use (the compiled build reads the index it prepared,
 * knowledge/prepared-data.ts) and kept for the life of the process.
 *
 * The index maps each form's token key ("node.js", "ci / cd") to its skill, plus, for each
 * first token, the longest form starting with it, so matching looks up a handful of n-grams per
 * token instead of testing thousands of skills. Its tables are searched in place
 * (knowledge/packed-keys.ts): a fresh process reads them with no per-form work.
 */

/**
 * How a skill is matched: 'tech' a named tool or product ("Jenkins", "QuickBooks"), read only as
 * written; 'professional' a practice, body of knowledge or credential, also read in the other
 * number ("reconciliations").
 */
export type SkillKind = 'tech' | 'professional'

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
  /** The form whose token key is `key` ("node.js", "ci / cd"). */
  form(key: string): SkillForm | undefined
  /**
   * The form whose number-free key (last word singular: "financial statement") is `numberKey`, and
   * its own key, for a mention written in the other number ("account reconciliations" for
   * "Account reconciliation").
   */
  singular(numberKey: string): { key: string; form: SkillForm } | undefined
  /** The number of tokens of the longest form starting with this token. */
  maxTokens(firstToken: string): number | undefined
  /** The kind of a canonical skill name, or undefined for a name the taxonomy lacks. */
  kindOf(skill: string): SkillKind | undefined
  /** The knowledge base's type of a canonical skill name (tool, method, soft, ...). */
  typeOf(skill: string): SkillType | undefined
  skillCount: number
}

const KIND_CODES: readonly SkillKind[] = ['tech', 'professional']
const TYPE_CODES: readonly SkillType[] = ['tool', 'method', 'knowledge', 'credential', 'soft', 'language']
const CONTEXT_ONLY = 4
const CAPITALS_ONLY = 8

/** The index as plain data (knowledge/prepared-data.ts): key tables searched in place, and arrays by position in them. */
type PreparedTaxonomy = {
  /** Form keys, in the data file's order. */
  forms: PackedKeysData
  /** Form -> its skill (position in `skills`). */
  formSkill: Uint32Array
  /** Form -> its kind's place in KIND_CODES, plus CONTEXT_ONLY and CAPITALS_ONLY. */
  formFlags: Uint8Array
  /** Canonical skill names, in the order of their first form. */
  skills: PackedKeysData
  /** Skill -> its kind's place in KIND_CODES, and its type's in TYPE_CODES. */
  skillKinds: Uint8Array
  skillTypes: Uint8Array
  /** Number-free keys -> the first form with that key. */
  singular: PackedKeysData
  singularForm: Uint32Array
  /** First tokens of forms -> tokens of the longest form starting with it. */
  firstTokens: PackedKeysData
  maxTokens: Uint16Array
  skillCount: number
}

let cached: SkillTaxonomy | undefined

export function loadSkillTaxonomy(): SkillTaxonomy {
  cached ??= new Taxonomy(prepared('skill-taxonomy', () => buildIndex(loadKnowledge().skills)))
  return cached
}

function buildIndex(skills: ReadonlyArray<{ name: string; forms: readonly string[]; type: SkillType }>): PreparedTaxonomy {
  const formKeys: string[] = []
  const formOf = new Map<string, number>()
  const formSkill: number[] = []
  const formFlags: number[] = []
  const skillOf = new Map<string, number>()
  const skillKinds: number[] = []
  const skillTypes: number[] = []
  const singular = new Map<string, number>()
  const maxTokens = new Map<string, number>()
  for (const { name: skill, forms, type } of skills) {
    const kind = KIND_CODES.indexOf(type === 'tool' ? 'tech' : 'professional')
    for (const raw of forms) {
      const text = raw.replace(/^~/, '')
      const key = skillKey(text)
      if (!key || formOf.has(key)) continue
      const form = formKeys.push(key) - 1
      formOf.set(key, form)
      let s = skillOf.get(skill)
      if (s === undefined) {
        skillOf.set(skill, (s = skillKinds.push(kind) - 1))
        skillTypes.push(TYPE_CODES.indexOf(type))
      }
      formSkill.push(s)
      formFlags.push(kind | (raw.startsWith('~') ? CONTEXT_ONLY : 0) | (/^[A-Z]{2,5}$/.test(text) ? CAPITALS_ONLY : 0))
      const number = singularKey(key)
      if (number && !singular.has(number)) singular.set(number, form)
      const tokens = key.split(' ')
      const first = tokens[0]!
      maxTokens.set(first, Math.max(maxTokens.get(first) ?? 0, tokens.length))
    }
  }
  return {
    forms: packKeys(formKeys),
    formSkill: Uint32Array.from(formSkill),
    formFlags: Uint8Array.from(formFlags),
    skills: packKeys([...skillOf.keys()]),
    skillKinds: Uint8Array.from(skillKinds),
    skillTypes: Uint8Array.from(skillTypes),
    singular: packKeys([...singular.keys()]),
    singularForm: Uint32Array.from(singular.values()),
    firstTokens: packKeys([...maxTokens.keys()]),
    maxTokens: Uint16Array.from(maxTokens.values()),
    skillCount: skills.length,
  }
}

class Taxonomy implements SkillTaxonomy {
  readonly skillCount: number
  private readonly forms: PackedKeys
  private readonly skills: PackedKeys
  private readonly singularKeys: PackedKeys
  private readonly firstTokens: PackedKeys
  // Forms are made as mentions find them: a text names a few dozen of the ten thousand.
  private readonly made: Array<SkillForm | undefined> = []

  constructor(private readonly data: PreparedTaxonomy) {
    this.skillCount = data.skillCount
    this.forms = new PackedKeys(data.forms)
    this.skills = new PackedKeys(data.skills)
    this.singularKeys = new PackedKeys(data.singular)
    this.firstTokens = new PackedKeys(data.firstTokens)
  }

  form(key: string): SkillForm | undefined {
    const i = this.forms.find(key)
    return i < 0 ? undefined : this.formAt(i)
  }

  singular(numberKey: string): { key: string; form: SkillForm } | undefined {
    const i = this.singularKeys.find(numberKey)
    if (i < 0) return undefined
    const form = this.data.singularForm[i]!
    return { key: this.forms.key(form), form: this.formAt(form) }
  }

  maxTokens(firstToken: string): number | undefined {
    const i = this.firstTokens.find(firstToken)
    return i < 0 ? undefined : this.data.maxTokens[i]
  }

  kindOf(skill: string): SkillKind | undefined {
    const i = this.skills.find(skill)
    return i < 0 ? undefined : KIND_CODES[this.data.skillKinds[i]!]
  }

  typeOf(skill: string): SkillType | undefined {
    const i = this.skills.find(skill)
    return i < 0 ? undefined : TYPE_CODES[this.data.skillTypes[i]!]
  }

  private formAt(i: number): SkillForm {
    let form = this.made[i]
    if (!form) {
      const flags = this.data.formFlags[i]!
      form = {
        skill: this.skills.key(this.data.formSkill[i]!),
        kind: KIND_CODES[flags & 3]!,
        contextOnly: (flags & CONTEXT_ONLY) !== 0,
        capitalsOnly: (flags & CAPITALS_ONLY) !== 0,
      }
      this.made[i] = form
    }
    return form
  }
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
