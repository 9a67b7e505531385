import { Readability } from '@mozilla/readability'
import { parseHTML } from 'linkedom'
import { decodeXmlEntities } from '../../domain/ingest/xml-entities.ts'
import { domToText, type TextNodeLike } from './dom-to-text.ts'
import type { FetchedPage } from './fetch-page.ts'

export interface Posting {
  title: string | null
  text: string
  /** Where the text came from: the page's JobPosting data, its main article, or a plain-text page. */
  source: 'job_posting_data' | 'article' | 'plain_text'
}

/** Shorter than this is a stub (an error page, a sign-in wall), not a posting. */
const MIN_POSTING_CHARS = 100

/**
 * A job posting's text from a fetched page, or null when the page holds none. Job boards describe
 * a posting as schema.org JobPosting data for search engines, which is the posting without the
 * page around it, so that is read first; otherwise Readability (Firefox's reader view) picks the
 * page's main article and drops its navigation, sidebars and footer.
 */
export function extractPosting(page: FetchedPage): Posting | null {
  if (page.kind === 'text') return accept({ title: null, text: tidy(page.body), source: 'plain_text' })
  const { document } = parseHTML(page.body)
  const structured = jobPostingData(document)
  if (structured) {
    const posting = accept({
      title: structured.title,
      text: withTitle(structured.title, htmlToText(structured.description)),
      source: 'job_posting_data',
    })
    if (posting) return posting
  }
  // Readability changes the document it reads, so it runs after the page's headings are taken.
  const headings = (Array.from(document.querySelectorAll('h1')) as Array<{ textContent: string | null }>).map((h1) =>
    (h1.textContent ?? '').replace(/\s+/g, ' ').trim(),
  )
  const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0]).parse()
  if (!article?.content) return null
  const text = htmlToText(article.content)
  const title = postingTitle(article.title?.trim() ?? '', [...headings, text.split('\n', 1)[0]!.trim()])
  return accept({ title, text: withTitle(title, text), source: 'article' })
}

/**
 * A page's title usually names the site too ("Barista | Cafe Jobs"); its main heading, or the
 * article's first line, is the posting's own title ("Barista"). That wins when the page title
 * contains it, so the job parser reads the role without the site's name.
 */
function postingTitle(pageTitle: string, headings: string[]): string | null {
  const heading = headings.find((h) => h.length >= 2 && h.length <= 200 && pageTitle.toLowerCase().includes(h.toLowerCase()))
  return heading ?? (pageTitle || null)
}

function accept(posting: Posting): Posting | null {
  return posting.text.replace(/\s+/g, '').length >= MIN_POSTING_CHARS ? posting : null
}

function htmlToText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`)
  return tidy(domToText(document.body as unknown as TextNodeLike))
}

/** The title as the first line (the job parser reads the role from it), unless the text opens with it. */
function withTitle(title: string | null, text: string): string {
  if (!title) return text
  const firstLine = text.split('\n', 1)[0]!.trim().toLowerCase()
  return firstLine === title.toLowerCase() ? text : `${title}\n\n${text}`
}

function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

interface JobPostingData {
  title: string | null
  description: string
}

/** The first JSON-LD JobPosting with a description, wherever it sits (top level, a list, an @graph). */
function jobPostingData(document: { querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }> }): JobPostingData | null {
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    let data: unknown
    try {
      data = JSON.parse(script.textContent ?? '')
    } catch {
      continue
    }
    const found = findJobPosting(data, 0)
    if (found) return found
  }
  return null
}

function findJobPosting(node: unknown, depth: number): JobPostingData | null {
  if (depth > 5 || node === null || typeof node !== 'object') return null
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findJobPosting(item, depth + 1)
      if (found) return found
    }
    return null
  }
  const record = node as Record<string, unknown>
  const types = ([] as unknown[]).concat(record['@type'])
  if (types.includes('JobPosting') && typeof record.description === 'string') {
    return {
      title: typeof record.title === 'string' && record.title.trim() !== '' ? record.title.trim() : null,
      description: unescapeMarkup(record.description),
    }
  }
  return findJobPosting(record['@graph'], depth + 1)
}

/** Some boards put the description's HTML in escaped ("&lt;p&gt;"); read it as the markup it is. */
function unescapeMarkup(description: string): string {
  const escaped = /&lt;\/?[a-z][^&]*&gt;/i.test(description) && !/<\/?[a-z][^>]*>/i.test(description)
  return escaped ? decodeXmlEntities(description) : description
}
