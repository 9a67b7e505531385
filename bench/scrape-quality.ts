/**
 * How well a posting read by its link (POST /api/v1/scrape-url) matches the posting's own text.
 *   npm run bench:scrape   (writes the "Posting by link: extraction quality" section of bench/RESULTS.md)
 *
 * Each graded-dev job description (graded-dev/jds of the dev data) is published by a local HTTP server
 * in three page layouts a job board might use, each with the page furniture people do not paste
 * (navigation, breadcrumbs, an apply box, similar jobs, a cookie banner, a footer):
 *   - semantic: <nav>, <main><article>, <aside>, <footer>;
 *   - div soup: the same page built from classed <div>s and <br> line breaks, no semantic tags;
 *   - script-rendered: an empty app shell whose posting is only in its schema.org JobPosting data.
 * T10 reads each page through the real app over HTTP. Two baselines read the same HTML in the same
 * run: the page's whole text (what stripping the tags gives) and Readability's own textContent.
 * Figures, per layout and over all pages:
 *   recall     share of the posting's words (counted with repeats) found in the output;
 *   precision  share of the output's words that are the posting's;
 *   lines      share of the posting's bullet and heading lines that come out as lines of their own
 *              (the job parser reads sections and requirements by line).
 */
import { once } from 'node:events'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readability } from '@mozilla/readability'
import { parseHTML } from 'linkedom'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { machineLine, writeResultsSection } from './lib/results.ts'
import { DEV_DATA } from './lib/dev-data.ts'

type Layout = 'semantic' | 'div soup' | 'script-rendered'
const LAYOUTS: Layout[] = ['semantic', 'div soup', 'script-rendered']

interface Posting {
  name: string
  text: string
  title: string
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A line that reads as a section heading: short, no sentence punctuation, not a bullet. */
const isHeading = (line: string) => line.length < 60 && !/[.:;,]$/.test(line) && !/^[-•*]/.test(line) && !/\.\s/.test(line)

/** The posting as HTML: headings, paragraphs and lists. */
function bodyHtml(text: string, soup: boolean): string {
  const out: string[] = []
  let list: string[] = []
  const flush = () => {
    if (list.length === 0) return
    out.push(
      soup
        ? `<div class="list">${list.map((item) => `• ${escape(item)}<br>`).join('')}</div>`
        : `<ul>${list.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`,
    )
    list = []
  }
  for (const raw of text.split('\n').slice(1)) {
    const line = raw.trim()
    if (line === '') {
      flush()
      continue
    }
    const bullet = /^[-•*]\s+(.*)$/.exec(line)
    if (bullet) {
      list.push(bullet[1]!)
      continue
    }
    flush()
    if (isHeading(line)) out.push(soup ? `<div class="h"><b>${escape(line)}</b></div>` : `<h2>${escape(line)}</h2>`)
    else out.push(soup ? `<div class="p">${escape(line)}</div>` : `<p>${escape(line)}</p>`)
  }
  flush()
  return out.join('\n')
}

const NAV = ['Home', 'Find jobs', 'Companies', 'Salaries', 'Career advice', 'Post a job', 'Sign in', 'Create account']
const SIMILAR = ['Warehouse Associate, Night Shift', 'Customer Success Manager', 'Junior Web Designer', 'Retail Store Supervisor']
const FOOTER = '© 2026 CareerHarbor Inc. About us · Press · Privacy policy · Terms of service · Accessibility · Cookie preferences · Contact support'
const COOKIE = 'We use cookies to personalise content and ads and to analyse our traffic. Accept all cookies or manage your preferences.'
const APPLY = 'Easy apply: send your profile in one click. 214 people applied this week. Save this job to your list.'

function page(posting: Posting, layout: Layout): string {
  const head = `<head><meta charset="utf-8"><title>${escape(posting.title)} | CareerHarbor</title>`
  if (layout === 'script-rendered') {
    const data = { '@context': 'https://schema.org', '@type': 'JobPosting', title: posting.title, description: bodyHtml(posting.text, false) }
    return `<!doctype html><html>${head}<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script></head>
<body><div id="root"><div class="spinner">Loading CareerHarbor…</div></div><noscript>${COOKIE}</noscript></body></html>`
  }
  if (layout === 'semantic') {
    return `<!doctype html><html>${head}</head><body>
<div class="cookie-banner">${COOKIE}</div>
<header><nav>${NAV.map((n) => `<a href="#">${n}</a>`).join(' ')}</nav></header>
<nav aria-label="breadcrumb"><a href="#">Jobs</a> › <a href="#">United States</a> › ${escape(posting.title)}</nav>
<main><article><h1>${escape(posting.title)}</h1>${bodyHtml(posting.text, false)}</article>
<section class="apply"><p>${APPLY}</p><button>Apply now</button></section></main>
<aside><h3>Similar jobs</h3><ul>${SIMILAR.map((s) => `<li><a href="#">${s}</a></li>`).join('')}</ul></aside>
<footer><p>${FOOTER}</p></footer></body></html>`
  }
  return `<!doctype html><html>${head}</head><body>
<div class="cookies">${COOKIE}</div>
<div class="menu">${NAV.map((n) => `<a href="#">${n}</a>`).join(' | ')}</div>
<div class="wrap"><div class="col-main"><div class="job-title">${escape(posting.title)}</div>
<div class="job-description">${bodyHtml(posting.text, true)}</div>
<div class="apply-box">${APPLY} <a class="btn" href="#">Apply now</a></div></div>
<div class="col-side"><div class="side-title">Similar jobs</div>${SIMILAR.map((s) => `<div><a href="#">${s}</a></div>`).join('')}</div></div>
<div class="footer">${FOOTER}</div></body></html>`
}

const words = (text: string) => text.toLowerCase().match(/[a-z0-9][a-z0-9+#.'’-]*[a-z0-9+#]|[a-z0-9]/g) ?? []

function counts(list: string[]): Map<string, number> {
  const map = new Map<string, number>()
  for (const word of list) map.set(word, (map.get(word) ?? 0) + 1)
  return map
}

interface Score {
  recall: number
  precision: number
  lines: number
}

function score(posting: Posting, output: string): Score {
  const truth = words(posting.text)
  const got = words(output)
  const want = counts(truth)
  let shared = 0
  for (const [word, n] of counts(got)) shared += Math.min(n, want.get(word) ?? 0)
  const norm = (line: string) =>
    line
      .replace(/^[-•*]\s*/, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()
  const outLines = new Set(output.split('\n').map(norm))
  const structural = posting.text
    .split('\n')
    .slice(1)
    .map((l) => l.trim())
    .filter((l) => /^[-•*]\s/.test(l) || (l !== '' && isHeading(l)))
  const kept = structural.filter((l) => outLines.has(norm(l))).length
  return {
    recall: truth.length ? shared / truth.length : 0,
    precision: got.length ? shared / got.length : 0,
    lines: structural.length ? kept / structural.length : 1,
  }
}

function wholePageText(html: string): string {
  const { document } = parseHTML(html)
  for (const element of Array.from(document.querySelectorAll('script, style, noscript')) as Array<{ remove(): void }>) element.remove()
  return (document.body?.textContent ?? '').replace(/\s+/g, ' ')
}

function readabilityText(html: string): string {
  const { document } = parseHTML(html)
  return new Readability(document as unknown as ConstructorParameters<typeof Readability>[0]).parse()?.textContent ?? ''
}

function loadPostings(): Posting[] {
  const dir = join(DEV_DATA, 'graded-dev', 'jds')
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8').trim()
      const first = text.split('\n', 1)[0]!
      return { name, text, title: first.replace(/^(Role|Position|Job Title):\s*/i, '').trim() }
    })
}

async function main(): Promise<void> {
  const postings = loadPostings()
  const server = createServer((request, response) => {
    const [, layout, index] = /^\/(\w+)\/(\d+)$/.exec(request.url ?? '') ?? []
    const posting = postings[Number(index)]
    const chosen = LAYOUTS.find((l) => l.replace(/\W/g, '') === layout)
    if (!posting || !chosen) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(posting, chosen))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const port = (server.address() as AddressInfo).port

  const dataDir = mkdtempSync(join(tmpdir(), 't10-bench-scrape-'))
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'error', DATA_DIR: dataDir, SCRAPE_ALLOW_PRIVATE: '127.0.0.1', SCRAPE_TIMEOUT_S: '60' }), {
    webApp: false,
  })
  await app.ready()
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email: 'bench@example.com', password: 'a bench password 17' },
  })
  const token = signUp.json().token as string

  type Method = 'T10' | 'whole page text' | 'Readability textContent'
  const results: Record<Layout, Record<Method, Score[]>> = Object.fromEntries(
    LAYOUTS.map((l) => [l, { T10: [], 'whole page text': [], 'Readability textContent': [] }]),
  ) as never
  let failures = 0
  try {
    for (const layout of LAYOUTS) {
      for (const [index, posting] of postings.entries()) {
        const url = `http://127.0.0.1:${port}/${layout.replace(/\W/g, '')}/${index}`
        const html = page(posting, layout)
        // Each page from its own client address: the route's per-address rate limit is not what is measured.
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/scrape-url',
          headers: { authorization: `Bearer ${token}` },
          payload: { url },
          remoteAddress: `10.1.${LAYOUTS.indexOf(layout)}.${index + 1}`,
        })
        if (response.statusCode !== 200) console.error(`${layout} ${posting.name}: ${response.statusCode} ${response.json().message}`)
        const text = response.statusCode === 200 ? (response.json().description as string) : ''
        if (response.statusCode !== 200) failures += 1
        results[layout].T10.push(score(posting, text))
        results[layout]['whole page text'].push(score(posting, wholePageText(html)))
        results[layout]['Readability textContent'].push(score(posting, readabilityText(html)))
      }
    }
  } finally {
    await app.close()
    server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }

  const mean = (scores: Score[], key: keyof Score) => scores.reduce((sum, s) => sum + s[key], 0) / scores.length
  const pct = (value: number) => `${(value * 100).toFixed(1)} %`
  const rows: string[] = []
  for (const method of ['T10', 'whole page text', 'Readability textContent'] as Method[]) {
    for (const layout of [...LAYOUTS, 'all'] as const) {
      const scores = layout === 'all' ? LAYOUTS.flatMap((l) => results[l][method]) : results[layout][method]
      rows.push(`| ${method} | ${layout} | ${pct(mean(scores, 'recall'))} | ${pct(mean(scores, 'precision'))} | ${pct(mean(scores, 'lines'))} |`)
    }
  }
  const table = ['| reader | layout | recall | precision | lines |', '| --- | --- | ---: | ---: | ---: |', ...rows].join('\n')
  console.log(table)
  console.log(`${postings.length} postings x ${LAYOUTS.length} layouts; T10 answered an error for ${failures} pages`)
  writeResultsSection(
    'Posting by link: extraction quality',
    `${machineLine()}. \`npm run bench:scrape\` (bench/scrape-quality.ts): the ${postings.length} graded-dev job descriptions, each served by a local HTTP server in ${LAYOUTS.length} page layouts with navigation, apply box, similar jobs, cookie banner and footer around the posting, read by POST /api/v1/scrape-url; baselines read the same HTML in the same run. Recall and precision are over the posting's words (with repeats); lines is the share of its bullet and heading lines that come out as lines of their own. T10 answered an error for ${failures} of ${postings.length * LAYOUTS.length} pages. The layouts are written for this bench (no real job board's page is stored here): the figures show what page furniture each reader keeps out, not how a particular site reads.

${table}`,
  )
}

await main()
