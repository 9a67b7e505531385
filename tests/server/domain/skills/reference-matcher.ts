import { anyOf, readPhraseLists, stem } from '../../../../server/domain/text/index.ts'
import type { FindSkillsOptions, SkillMention } from '../../../../server/domain/skills/index.ts'
import { loadSkillTaxonomy, singularKey, type SkillForm, type SkillTaxonomy } from '../../../../server/domain/skills/taxonomy.ts'
import { tokenize } from '../../../../server/domain/skills/tokenize.ts'

/*
 * The skill matcher as it was before its passes were made linear (2026-11-27), kept as the
 * straightforward statement of its rules for linear-matcher.test.ts: each mention slices its whole
 * list item and line, and neighbours are resolved by going over every candidate until nothing
 * changes. Quadratic on long lines, so only for texts of ordinary length.
 */

interface Candidate extends SkillMention {
  form: SkillForm
  itemStart: number
  itemEnd: number
  firstItem: number
  lastItem: number
  wholeItem: boolean
  accepted: boolean
}

// Between the tokens of one mention only spaces, hyphens and dots: "Objective-C", "Node .js".
const JOINABLE_GAP = /^[ \t\-.]*$/
// A label that makes a line's items skills: "Programming Languages:", "Tools & Platforms -".
const { skillLabels } = readPhraseLists(new URL('../../../../server/domain/skills/data/skill-labels.json', import.meta.url), ['skillLabels'])
const SKILL_LABEL = new RegExp(anyOf(skillLabels), 'i')
const VERSION_SUFFIX = /\s+v?\d[\w.+]*$/i

export function referenceSkillMentions(text: string, options: FindSkillsOptions = {}): SkillMention[] {
  const taxonomy = loadSkillTaxonomy()
  const tokens = tokenize(text)
  const lineStarts = lineStartOffsets(text)
  const items = listItems(text)
  const candidates: Candidate[] = []

  let lineIndex = 0
  for (let i = 0; i < tokens.length;) {
    const first = tokens[i]!
    while (lineIndex + 1 < lineStarts.length && lineStarts[lineIndex + 1]! <= first.start) lineIndex++
    const longest = taxonomy.maxTokens(first.norm) ?? (formInOtherNumber(taxonomy, first.norm, 1) ? 1 : undefined)
    if (!longest || options.ignoreLines?.has(lineIndex)) {
      i++
      continue
    }
    // Keys of the n-grams starting here, as long as the tokens join (no comma or line break between).
    const keys = [first.norm]
    for (let n = 2; n <= longest && i + n - 1 < tokens.length; n++) {
      const prev = tokens[i + n - 2]!
      const next = tokens[i + n - 1]!
      if (!JOINABLE_GAP.test(text.slice(prev.end, next.start))) break
      keys.push(`${keys[keys.length - 1]} ${next.norm}`)
    }
    let matched = 0
    for (let n = keys.length; n >= 1; n--) {
      const form = taxonomy.form(keys[n - 1]!) ?? formInOtherNumber(taxonomy, keys[n - 1]!, n)
      if (!form) continue
      // The longest form wins even if it still needs context: its parts would need it too.
      candidates.push(makeCandidate(text, items, form, first.start, tokens[i + n - 1]!.end, lineIndex, lineStarts, options))
      matched = n
      break
    }
    i += matched || 1
  }

  resolveByNeighbours(items, candidates)
  return candidates.filter((c) => c.accepted).map(({ skill, text: t, start, end, line }) => ({ skill, text: t, start, end, line }))
}

/**
 * The form a mention names in the other grammatical number: "account reconciliations" names
 * Account reconciliation, "financial statement" names Financial statements. The two last words
 * must share their stem (the platform's stemmer), so a plural is undone, never a different word.
 * A one-word form is often a product's name ("Jenkins", "CLAIMS", "DOORS"), so one word matches only
 * a professional skill, and only as a plural of it ("reconciliations"; "claim" never reads as CLAIMS).
 */
function formInOtherNumber(taxonomy: SkillTaxonomy, key: string, tokens: number): SkillForm | undefined {
  const number = singularKey(key)
  if (!number) return undefined
  const entry = taxonomy.singular(number)
  if (!entry || entry.key === key) return undefined
  if (tokens === 1 && (entry.form.kind !== 'professional' || number === key || entry.key !== number)) return undefined
  const lastOf = (k: string) => k.slice(k.lastIndexOf(' ') + 1)
  return stem(lastOf(key)) === stem(lastOf(entry.key)) ? entry.form : undefined
}

function makeCandidate(
  text: string,
  items: Items,
  form: SkillForm,
  start: number,
  end: number,
  line: number,
  lineStarts: number[],
  options: FindSkillsOptions,
): Candidate {
  const [first, last] = items.around(start, end)
  const itemStart = items.starts[first]!
  const itemEnd = items.ends[last]!
  const written = text.slice(start, end)
  const item = text
    .slice(itemStart, itemEnd)
    .replace(/^[\s•*-]+|[\s.]+$/g, '')
    .replace(VERSION_SUFFIX, '')
  const wholeItem = item.toLowerCase() === written.toLowerCase()
  const candidate: Candidate = {
    skill: form.skill,
    text: written,
    start,
    end,
    line,
    form,
    itemStart,
    itemEnd,
    firstItem: first,
    lastItem: last,
    wholeItem,
    accepted: false,
  }
  const restricted = form.contextOnly || (form.capitalsOnly && written !== written.toUpperCase())
  if (!restricted) {
    candidate.accepted = true
  } else if (wholeItem) {
    const lineStart = lineStarts[line]!
    const label = text.slice(lineStart, itemStart)
    const labelled = label.includes(':') && SKILL_LABEL.test(label.slice(0, label.indexOf(':')))
    candidate.accepted = (options.skillsSectionLines?.has(line) ?? false) || labelled
  }
  return candidate
}

/**
 * A restricted form that is a whole list item also counts when the item before or after it is an
 * accepted skill ("Python, Go, Rust"), or begins with one ("R and Python for statistics").
 * Acceptance spreads along the list, so "R, Go, C" after "Python" all count. Outside sections and
 * labels the form must be capitalised as a name is ("go" stays a verb).
 */
function resolveByNeighbours(items: Items, candidates: Candidate[]) {
  const acceptedItems = new Set<number>()
  for (const c of candidates) {
    if (c.accepted && (c.wholeItem || c.start === c.itemStart)) acceptedItems.add(c.firstItem)
  }
  let changed = true
  while (changed) {
    changed = false
    for (const c of candidates) {
      if (c.accepted || !c.wholeItem || !/^[A-Z0-9.]/.test(c.text)) continue
      const before = items.neighbour(c.firstItem, -1)
      const after = items.neighbour(c.lastItem, 1)
      if ((before !== -1 && acceptedItems.has(before)) || (after !== -1 && acceptedItems.has(after))) {
        c.accepted = true
        acceptedItems.add(c.firstItem)
        changed = true
      }
    }
  }
}

interface Items {
  starts: number[]
  ends: number[]
  /** First and last item overlapping [start, end). */
  around(start: number, end: number): [number, number]
  /** The nearest non-empty item before (-1) or after (+1) item i, or -1. */
  neighbour(i: number, direction: -1 | 1): number
}

// Item delimiters: punctuation of lists, and conjunctions or prepositions that join list items
// ("Java and Go", "with React", "in R").
const DELIMITERS = /[\n,;|•·\t()[\]:/]|\s(?:and|or|&|with|in|using|including)(?=\s)/gi

/** The text cut into list items once, so each mention finds its item by binary search. */
function listItems(text: string): Items {
  const starts: number[] = []
  const ends: number[] = []
  let from = 0
  const push = (s: number, e: number) => {
    while (s < e && /\s/.test(text[s]!)) s++
    while (e > s && /\s/.test(text[e - 1]!)) e--
    starts.push(s)
    ends.push(e)
  }
  for (const m of text.matchAll(DELIMITERS)) {
    push(from, m.index)
    from = m.index + m[0].length
  }
  push(from, text.length)
  const find = (pos: number) => {
    let lo = 0
    let hi = ends.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (ends[mid]! < pos) lo = mid + 1
      else hi = mid
    }
    return lo
  }
  return {
    starts,
    ends,
    around: (start, end) => [find(start), Math.max(find(start), find(end))],
    neighbour(i, direction) {
      for (let k = i + direction; k >= 0 && k < starts.length; k += direction) {
        if (ends[k]! > starts[k]!) return k
      }
      return -1
    },
  }
}

function lineStartOffsets(text: string): number[] {
  const starts = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return starts
}
