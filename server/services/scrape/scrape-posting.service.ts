import { JOB_DESCRIPTION_MAX_CHARS } from '../../../shared/schemas/limits.ts'
import { AppError } from '../../lib/app-error.ts'
import { addressPolicy, type AddressPolicy } from './address-policy.ts'
import type { Posting } from './extract-posting.ts'
import { prepareExtraction, runExtraction } from './extraction-pool.ts'
import { checkedTarget, fetchPage, timedOut } from './fetch-page.ts'

export interface ScrapeSettings {
  timeoutMs: number
  maxBytes: number
  policy: AddressPolicy
}

export function scrapeSettings(options: { timeoutSeconds: number; maxBytes: number; allowPrivate: readonly string[] }): ScrapeSettings {
  return { timeoutMs: options.timeoutSeconds * 1000, maxBytes: options.maxBytes, policy: addressPolicy(options.allowPrivate) }
}

export interface ScrapedPosting {
  /** Where the posting was read, after redirects. */
  url: string
  title: string | null
  /** The posting's text, ready for the Job Description box (at most its 20,000 characters). */
  description: string
  /** The text was longer than the box takes and was cut at a line break. */
  truncated: boolean
  source: Posting['source']
}

export const NO_POSTING_MESSAGE = 'No posting text was found on this page'

/** The job posting at a link the user pasted. */
export async function scrapePosting(link: string, settings: ScrapeSettings): Promise<ScrapedPosting> {
  // One time limit for the whole call: what the fetch leaves is the extraction's.
  const started = Date.now()
  const target = targetOf(link)
  prepareExtraction()
  const page = await fetchPage(target, settings)
  const outcome = await runExtraction(page, settings.timeoutMs - (Date.now() - started))
  if ('failed' in outcome) {
    if (outcome.failed === 'timeout') throw timedOut(settings.timeoutMs)
    throw new AppError(422, 'page_unreadable', 'The page is built in a way T10 cannot read; paste the posting’s text instead')
  }
  const posting = outcome.posting
  if (!posting) throw new AppError(422, 'page_unreadable', NO_POSTING_MESSAGE)
  const description = fitToBox(posting.text)
  return {
    url: page.url,
    title: posting.title,
    description,
    truncated: description.length < posting.text.length,
    source: posting.source,
  }
}

/** People paste "jobs.example.com/123" as often as the full address: https is assumed then. */
function targetOf(link: string): URL {
  const trimmed = link.trim()
  const withScheme = trimmed.includes('://') ? trimmed : `https://${trimmed}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    throw new AppError(400, 'validation_error', 'That is not a web address; paste the whole link, starting with https://')
  }
  return checkedTarget(url)
}

/** Cut at the last line break that fits, so the box never ends in half a sentence when it can help it. */
function fitToBox(text: string): string {
  if (text.length <= JOB_DESCRIPTION_MAX_CHARS) return text
  const head = text.slice(0, JOB_DESCRIPTION_MAX_CHARS)
  const lastBreak = head.lastIndexOf('\n')
  return (lastBreak > JOB_DESCRIPTION_MAX_CHARS * 0.8 ? head.slice(0, lastBreak) : head).trimEnd()
}
