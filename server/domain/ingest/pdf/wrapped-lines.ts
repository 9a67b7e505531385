/*
 * Lines of one paragraph or list item broken by the width of their column, put back on one line.
 * Templates that draw their bullets as shapes (HTML printed by a browser, Word's own PDFs) leave no
 * glyph to tell a wrapped line from the next item; what tells them apart is the spacing: such
 * templates add space between items and none between the lines of one.
 *
 * Lines are grouped by indent and size (a list, a paragraph, one column of a page). In a group,
 * only a line that follows at the tightest gap may continue the one above, and only when that one
 * reaches so far right that the next line's first word would not have fitted after it. Looser gaps
 * are never joined: a LaTeX page spaces items, paragraphs and headings at several distinct gaps,
 * and joining at any other gap glued headings to paragraphs and items to items. Where the lines
 * that surely end an item are followed at the tightest gap too (a list without spacing), spacing
 * tells nothing, and a line is joined only when its text says it goes on ("revenue," / "market
 * share"). A line that starts with a list mark is always an item of its own.
 */

export interface WrapSegment {
  text: string
  x0: number
  y0: number
  x1: number
  y1: number
  /** Width of the first word: whether it would have fitted at the end of the line above. */
  firstWidth: number
}

// Of one indent (points) and one size (points of height).
const INDENT_TOLERANCE = 2
const HEIGHT_TOLERANCE = 0.6
// The lines of one item are this close to the tightest gap (points, or a share of it if more)...
const TIGHT_SLACK = 1
const TIGHT_SLACK_SHARE = 0.06
// ...and a space is about a quarter of the line height.
const WORD_SPACE_IN_HEIGHTS = 0.25
// Where spacing does not tell, a line goes on when it ends in a joining mark or word ("revenue,",
// "relationship-", "Budgeting &", "and"), or when the next starts in lower case or with a bracket
// ("(2015)").
const TEXT_GOES_ON = /(?:[,;&/+‐-]|\s(?:and|or|of|the|to|in|for|with|a|an|at|on|by|from|as|into|including))$/i
const TEXT_CONTINUES = /^[\p{Ll}(]/u
// A list mark and a space: the line starts an item of its own.
const LIST_MARK = /^(?:[•·▪▫■□●○◦◆◇►▸▹‣⁃∙➢➤➣➔→✓✔❖★☆♦◊▶⦿⚫*]|[-–—](?=\s))/u

const height = (s: WrapSegment) => s.y1 - s.y0

/** The lines of one indent and size: a list's items, or a paragraph, in one column. */
interface Group {
  x0: number
  height: number
  /** How far right its lines reach: the measure of their column. */
  right: number
  /** Gaps from a line to the next, baseline to baseline. */
  gaps: number[]
  /** The gaps after lines that ended by choice, the next line's first word fitting after them. */
  breaks: number[]
  /** Below this gap (just above the tightest) a full line may go on in the next. */
  limit: number | null
  /** Whether items are spaced apart, so that the gap alone tells a wrapped line from the next item. */
  spaced: boolean
}

/**
 * Rows in reading order (each a list of segments left to right) -> the same rows with wrapped
 * single-segment lines joined to the line they continue.
 */
export function joinWrappedRows<S extends WrapSegment>(rows: S[][]): S[][] {
  const single = rows.map((r) => (r.length === 1 ? r[0]! : null))
  const groups: Group[] = []
  const groupOf = new Map<WrapSegment, Group>()
  for (const s of single) {
    if (!s) continue
    let group = groups.find((g) => Math.abs(g.x0 - s.x0) <= INDENT_TOLERANCE && Math.abs(g.height - height(s)) <= HEIGHT_TOLERANCE)
    if (!group) {
      group = { x0: s.x0, height: height(s), right: s.x1, gaps: [], breaks: [], limit: null, spaced: false }
      groups.push(group)
    }
    group.right = Math.max(group.right, s.x1)
    groupOf.set(s, group)
  }
  const gapBetween = (a: WrapSegment, b: WrapSegment) => {
    // Of one group, and below (the next column starts higher up).
    if (groupOf.get(a) !== groupOf.get(b) || b.y0 < a.y1 - height(a) / 2) return null
    return b.y1 - a.y1
  }
  const fitted = (a: WrapSegment, b: WrapSegment) => a.x1 + height(a) * WORD_SPACE_IN_HEIGHTS + b.firstWidth <= groupOf.get(a)!.right

  for (let i = 0; i + 1 < rows.length; i++) {
    const [a, b] = [single[i], single[i + 1]]
    const gap = a && b ? gapBetween(a, b) : null
    if (gap === null || gap <= 0) continue
    const group = groupOf.get(a!)!
    group.gaps.push(gap)
    if (fitted(a!, b!)) group.breaks.push(gap)
  }
  for (const group of groups) readSpacing(group)

  const continues = (a: WrapSegment, b: WrapSegment) => {
    const { limit, spaced } = groupOf.get(a)!
    const gap = gapBetween(a, b)
    if (limit === null || gap === null || gap <= 0 || gap >= limit || LIST_MARK.test(b.text) || fitted(a, b)) return false
    return spaced || TEXT_GOES_ON.test(a.text) || TEXT_CONTINUES.test(b.text)
  }
  const out: S[][] = []
  let last: S | null = null // the last line of the row being built
  for (let i = 0; i < rows.length; i++) {
    const b = single[i]
    const open = out[out.length - 1]
    if (b && last && open?.length === 1 && continues(last, b)) {
      const joined = open[0]!
      // A line broken at a hyphen keeps it ("hydrogen-" / "deuterium"): such templates do not hyphenate words.
      const glue = /\p{L}[-‐]$/u.test(joined.text) ? '' : ' '
      open[0] = { ...joined, text: joined.text + glue + b.text, x0: Math.min(joined.x0, b.x0), x1: Math.max(joined.x1, b.x1), y1: b.y1 }
      last = b
      continue
    }
    out.push([...rows[i]!])
    last = b ?? null
  }
  return out
}

/**
 * The gap below which lines of a group may be one item's: just above the tightest. Spacing alone
 * tells when every line that surely ends an item (a short line) is followed by a looser gap; where
 * one is not (a list without spacing, a heading set as close as the text above it), only the text
 * can say that a line goes on.
 */
function readSpacing(group: Group) {
  if (group.gaps.length === 0) return
  const tightest = Math.min(...group.gaps)
  group.limit = tightest + Math.max(TIGHT_SLACK, tightest * TIGHT_SLACK_SHARE)
  group.spaced = group.breaks.length > 0 && group.breaks.every((g) => g >= group.limit!)
}
