/**
 * An HTML fragment's text laid out as a person would paste it: a line per paragraph, heading and
 * list item ("• " before each item), a blank line before headings and paragraphs. The job
 * description parser reads sections and bullets by their lines, so the layout matters: a DOM's
 * own textContent runs "Requirements5+ years of SQL" together.
 */

/** The parts of a DOM node this walk reads; linkedom's and a browser's nodes both have them. */
export interface TextNodeLike {
  nodeType: number
  nodeName: string
  textContent: string | null
  childNodes: ArrayLike<TextNodeLike>
}

const ELEMENT = 1
const TEXT = 3

/** Elements that start a new line. */
const LINE_BREAKING = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'li',
  'main',
  'nav',
  'ol',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
])
/** Elements set off by a blank line before them. */
const PARAGRAPH = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr'])
/** Never text a reader sees. */
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'button', 'select'])

export function domToText(root: TextNodeLike): string {
  const lines: string[] = []
  let current = ''
  const endLine = () => {
    const line = current.replace(/[ \t\u00a0]+/g, ' ').trim()
    if (line !== '' && line !== '•') lines.push(line)
    current = ''
  }
  const blankLine = () => {
    endLine()
    if (lines.length > 0 && lines[lines.length - 1] !== '') lines.push('')
  }

  const walk = (node: TextNodeLike, preformatted: boolean) => {
    if (node.nodeType === TEXT) {
      const text = node.textContent ?? ''
      if (preformatted) {
        const [first, ...rest] = text.split('\n')
        current += first
        for (const line of rest) {
          endLine()
          current = line
        }
      } else current += text.replace(/\s+/g, ' ')
      return
    }
    if (node.nodeType !== ELEMENT) return
    const tag = node.nodeName.toLowerCase()
    if (SKIPPED.has(tag)) return
    if (tag === 'br') return endLine()
    if (tag === 'td' || tag === 'th') current += ' '
    const paragraph = PARAGRAPH.has(tag)
    if (paragraph) blankLine()
    else if (LINE_BREAKING.has(tag)) endLine()
    if (tag === 'li') current = '• '
    for (const child of Array.from(node.childNodes)) walk(child, preformatted || tag === 'pre')
    if (paragraph) blankLine()
    else if (LINE_BREAKING.has(tag)) endLine()
  }

  walk(root, false)
  endLine()
  while (lines[lines.length - 1] === '') lines.pop()
  return lines.join('\n')
}
