import { anyOf, readPhraseLists, stem } from '../text/index.ts'
import { loadSkillTaxonomy, singularKey, type SkillForm, type SkillTaxonomy } from './taxonomy.ts'
import { tokenize, type Token } from './tokenize.ts'

/*
 * Finds skill mentions in text: the longest taxonomy form at each token (so "Microsoft SQL
 * Server" wins over "SQL"), then context rules for forms that are also everyday words.
 *
 * A context-only form ("Go", "R", "C", "Swift", "Word") counts only when it is a whole item of a
 * list (between commas, pipes, bullets, slashes, tabs, line ends, "and"/"or") and that list is a
 * skills list: the line is in a skills section, or the line is labelled like one ("Languages:",
 * "Tools:"), or an item next to it is itself a skill. "Go to market", "a C grade" and "Ruby
 * Tuesday's" are not list items, so they never count. Acronyms that are also words ("SAN", "MIS")
 * count in prose only when written in capitals ("San Francisco" is not a storage network).
 *
 * Every pass is linear in the text's length: the text is cut into list items once, and each
 * mention looks only at the characters next to it (the item's edges around it, its line's label),
 * never at a copy of its whole item or line. A 200,000-character line with no delimiter is one
 * item; reading it per mention cost 39 s at 160,000 characters.
 */

export interface SkillMention {
  /** Canonical skill name. */
  skill: string
  /** The text as written. */
  text: string
  start: number
  end: number
  /** 0-based line of `text` the mention is on. */
  line: number
}

export interface FindSkillsOptions {
  /** Lines (0-based) inside a skills section: their list items are in a skills context. */
  skillsSectionLines?: ReadonlySet<number>
  /** Lines to ignore (section headings: "Education and Training" names no skill). */
  ignoreLines?: ReadonlySet<number>
}

interface Candidate extends SkillMention {
  form: SkillForm
  itemStart: number
  itemEnd: number
  /** Indexes of the first and last list item the mention spans ("CI/CD" spans two). */
  firstItem: number
  lastItem: number
  wholeItem: boolean
  accepted: boolean
}

// A label that makes a line's items skills: "Programming Languages:", "Tools & Platforms -".
const { skillLabels } = readPhraseLists(new URL('./data/skill-labels.json', import.meta.url), ['skillLabels'])
const SKILL_LABEL = new RegExp(anyOf(skillLabels), 'i')

export function findSkillMentions(text: string, options: FindSkillsOptions = {}): SkillMention[] {
  const taxonomy = loadSkillTaxonomy()
  const tokens = tokenize(text)
  const lineStarts = lineStartOffsets(text)
  const items = listItems(text)
  const labels = lineLabels(text, lineStarts)
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
      if (!joinable(text, prev.end, next.start)) break
      keys.push(`${keys[keys.length - 1]} ${next.norm}`)
    }
    let matched = 0
    for (let n = keys.length; n >= 1; n--) {
      const form = taxonomy.form(keys[n - 1]!) ?? formInOtherNumber(taxonomy, keys[n - 1]!, n)
      if (!form) continue
      // The longest form wins even if it still needs context: its parts would need it too.
      candidates.push(makeCandidate(text, items, labels, form, first.start, tokens[i + n - 1]!.end, lineIndex, options))
      matched = n
      break
    }
    i += matched || 1
  }

  resolveByNeighbours(items, candidates)
  return candidates.filter((c) => c.accepted).map(({ skill, text: t, start, end, line }) => ({ skill, text: t, start, end, line }))
}

/** Canonical skill names in order of first mention. */
export function findSkills(text: string, options?: FindSkillsOptions): string[] {
  return [...new Set(findSkillMentions(text, options).map((m) => m.skill))]
}

/** The canonical name for a skill name or alias ("k8s" -> "Kubernetes"), or null if unknown. */
export function canonicalSkill(name: string): string | null {
  const taxonomy = loadSkillTaxonomy()
  const tokens = tokenize(name)
  const key = keyOf(tokens, 0, Infinity)
  return (taxonomy.form(key) ?? formInOtherNumber(taxonomy, key, tokens.length))?.skill ?? null
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
  labels: LineLabels,
  form: SkillForm,
  start: number,
  end: number,
  line: number,
  options: FindSkillsOptions,
): Candidate {
  const [first, last] = items.around(start, end)
  const itemStart = items.starts[first]!
  const itemEnd = items.ends[last]!
  const written = text.slice(start, end)
  const wholeItem = isWholeItem(text, start, end, itemStart, itemEnd)
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
    candidate.accepted = (options.skillsSectionLines?.has(line) ?? false) || labels.labelledBefore(line, itemStart)
  }
  return candidate
}

// Around a whole item: bullets and dashes before it, spaces and a full stop after it, and a
// version after the name ("Python 3.11", "Java v17"), the rule's `\s+v?\d[\w.+]*`.
const isLeadMark = (c: string) => c === '•' || c === '*' || c === '-' || /\s/.test(c)
const isTrailMark = (c: string) => c === '.' || /\s/.test(c)
const isVersionChar = (c: string) => /[\w.+]/.test(c)

/**
 * Whether the mention [start, end) is its list item [itemStart, itemEnd) once the item's edges are
 * trimmed: before it only bullets and spaces, after it only a version, spaces and a full stop; and
 * the mention itself does not end in a version ("Python 3" is the item "Python", not "Python 3").
 * Each scan stops at the first character that decides, and reads only the run of marks between
 * this mention and its neighbours, so a long item costs no more than its own length in all.
 */
function isWholeItem(text: string, start: number, end: number, itemStart: number, itemEnd: number): boolean {
  // A mention that begins in a delimiter ("or Tools" after "•") is longer than its item.
  if (start < itemStart) return false
  for (let i = start - 1; i >= itemStart; i--) if (!isLeadMark(text[i]!)) return false
  // After the mention: marks only, or a version and then marks.
  let i = end
  while (i < itemEnd && isTrailMark(text[i]!)) i++
  if (i === itemEnd) return !endsInVersion(text, start, end)
  let j = end
  while (j < itemEnd && /\s/.test(text[j]!)) j++
  if (j === end || j === itemEnd) return false
  if (text[j] === 'v' || text[j] === 'V') j++
  if (!/\d/.test(text[j] ?? '')) return false
  while (j < itemEnd && isVersionChar(text[j]!)) j++
  while (j < itemEnd && isTrailMark(text[j]!)) j++
  return j === itemEnd
}

/** The mention's own text ends in a version after a space ("Python 3"), which the item rule cuts off. */
function endsInVersion(text: string, start: number, end: number): boolean {
  let q = end
  while (q > start && isVersionChar(text[q - 1]!)) q--
  if (q === end || q === start || !/\s/.test(text[q - 1]!)) return false
  const head = text[q] === 'v' || text[q] === 'V' ? q + 1 : q
  return head < end && /\d/.test(text[head]!)
}

/** Between the tokens of one mention only spaces, tabs, hyphens and dots: "Objective-C", "Node .js". */
function joinable(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text[i]
    if (c !== ' ' && c !== '\t' && c !== '-' && c !== '.') return false
  }
  return true
}

interface LineLabels {
  /** The line's text before its first colon names a skills list ("Languages: …"), and that colon comes before `at`. */
  labelledBefore(line: number, at: number): boolean
}

/** Each line's label, read once per line that asks (a long line's label is not re-read per mention). */
function lineLabels(text: string, lineStarts: number[]): LineLabels {
  let colons: number[] | undefined
  const labelled = new Map<number, boolean>()
  return {
    labelledBefore(line, at) {
      const lineStart = lineStarts[line]!
      colons ??= colonOffsets(text)
      // The line's first colon: items never hold one (a colon ends an item), so it is before `at` or after the item.
      const colon = colons[firstAtOrAfter(colons, lineStart)]
      if (colon === undefined || colon >= at) return false
      let skills = labelled.get(line)
      if (skills === undefined) labelled.set(line, (skills = SKILL_LABEL.test(text.slice(lineStart, colon))))
      return skills
    },
  }
}

function colonOffsets(text: string): number[] {
  const out: number[] = []
  for (let i = text.indexOf(':'); i !== -1; i = text.indexOf(':', i + 1)) out.push(i)
  return out
}

/** The index of the first value >= `value` in ascending `sorted` (its length when none). */
function firstAtOrAfter(sorted: readonly number[], value: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! < value) lo = mid + 1
    else hi = mid
  }
  return lo
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
  // The waiting candidates by the items next to them, so an item accepted wakes only its own
  // neighbours (going over every candidate until nothing changed took one pass per step of a long
  // "Go, Go, …, Python" list).
  const waitingBy = new Map<number, Candidate[]>()
  const wait = (item: number, c: Candidate) => {
    if (item === -1) return
    const list = waitingBy.get(item)
    if (list) list.push(c)
    else waitingBy.set(item, [c])
  }
  const ready: number[] = [...acceptedItems]
  for (const c of candidates) {
    if (c.accepted || !c.wholeItem || !/^[A-Z0-9.]/.test(c.text)) continue
    wait(items.neighbour(c.firstItem, -1), c)
    wait(items.neighbour(c.lastItem, 1), c)
  }
  while (ready.length > 0) {
    for (const c of waitingBy.get(ready.pop()!) ?? []) {
      if (c.accepted) continue
      c.accepted = true
      if (!acceptedItems.has(c.firstItem)) {
        acceptedItems.add(c.firstItem)
        ready.push(c.firstItem)
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

function keyOf(tokens: Token[], i: number, n: number): string {
  return tokens
    .slice(i, i + n)
    .map((t) => t.norm)
    .join(' ')
}

function lineStartOffsets(text: string): number[] {
  const starts = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return starts
}
