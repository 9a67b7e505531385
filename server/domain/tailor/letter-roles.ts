import { uniqueCaseless, type Candidate, type RoleView } from './candidate.ts'
import { isCurrent, yearOf, type Career } from './facts.ts'
import { withArticle, type Slots } from './forms.ts'
import { joinList as plainList, looseKey, wordCount } from './text.ts'
import { companyName } from './wording.ts'
import { yearsOfExperience } from '../ingest/years.ts'

/*
 * The letter's opening facts: who the candidate is by the latest role's dates, the roles before
 * it, and how a role is named in a sentence (its title without a qualifier, its employer unless
 * a placeholder, its years). Every slot says only what the dates and titles support: "since" the
 * latest title's own start, "previous" only of the role right before it.
 */

/** A letter's lists take the serial comma: "Python, SQL, and Docker". */
export const joinList = (items: readonly string[]) => (items.length > 2 ? `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}` : plainList(items))

/** A title that reads in "As X, I ...": a short noun phrase, not a sentence the parser took for a title. */
export function usableTitle(raw: string | null): string | null {
  // "Registered Nurse," (a title whose unit the parser left on the next line) is "Registered Nurse".
  let title = raw?.replace(/[\s,;:–—-]+$/, '') ?? null
  // "Registered Nurse, Medical ICU" reads "As Registered Nurse at ...": the qualifier after a comma stays on the resume.
  if (title && title.includes(', ') && wordCount(title.split(', ')[0]!) >= 2) title = title.split(', ')[0]!
  if (!title || wordCount(title) > 6 || /^(?:was|is|were|am|i)\b/i.test(title)) return null
  return title
}

/** An employer as a sentence names it: the parser's "Company Name" placeholder is no name. */
export function usableCompany(raw: string | null): string | null {
  // "Kessler Custom Harvesting -- Kansas and Nebraska": the place after a double dash is not the name.
  const company = companyName(raw?.replace(/\s+--\s+.*$/, '') ?? null)
  // "Company Name", "III Company Name": a template's or an anonymiser's placeholder, no employer.
  if (!company || /\bcompany name\b/i.test(company) || wordCount(company) > 8) return null
  // "at the University of Colorado Denver"
  return /^(?:university|college|institute|school) of\b/i.test(company) ? `the ${company}` : company
}

/** The roles in the order of their dates, latest first. */
export function byDate(candidate: Candidate): RoleView[] {
  const key = (r: RoleView) => (isCurrent(r) ? 99999 : Number(yearOf(r.end) ?? yearOf(r.start) ?? 0))
  return [...candidate.roles].sort((a, b) => key(b) - key(a))
}

export function roleSlots(role: RoleView, roles: readonly RoleView[] = [role]): Slots {
  const title = usableTitle(role.title)
  const end = isCurrent(role) ? null : yearOf(role.end)
  // "As Registered Nurse, I ..." names one role only when no other role has that title; otherwise
  // the reader would credit the work to the wrong one, so the sentence must name the employer.
  const sole = title && !roles.some((r) => r !== role && looseKey(usableTitle(r.title) ?? '') === looseKey(title)) ? title : null
  return {
    title,
    aTitle: title ? withArticle(title) : null,
    co: usableCompany(role.company),
    // A role within one year is said "until 2017", never "from 2017 to 2017".
    start: yearOf(role.start) === end ? null : yearOf(role.start),
    end,
    span: spanOf(role),
    // A role named by its dates alone, when the resume gives it no title or employer.
    since: isCurrent(role) ? yearOf(role.start) : null,
    current: isCurrent(role) ? 'currently' : null,
    // "In my time at ..." looks back: said only of a role that has ended ("In my time at X, I care for" jars).
    pastCo: isCurrent(role) ? null : usableCompany(role.company),
    soleTitle: sole,
    aSoleTitle: sole ? withArticle(sole) : null,
    pastTitle: isCurrent(role) ? null : sole,
  }
}

/** "2015–2019", or "2024" for a role within one year; null when undated. */
function spanOf(role: RoleView): string | null {
  const from = yearOf(role.start)
  const to = isCurrent(role) ? null : yearOf(role.end)
  if (!from || !to) return null
  return from === to ? from : `${from}–${to}`
}

/**
 * Who the candidate is, from the latest role: its title, employer and years, the first title at
 * the same employer ("I joined {co} in 2017 as Assistant Store Manager and rose to Store
 * Manager"), and the years of the roles before it, from their dates ("After 9 years as X and Y").
 * `names` says which roles each slot would name, so the next sentence does not name them again.
 */
export function identitySlots(candidate: Candidate, career: Career): { slots: Slots; names: Map<string, RoleView[]> } {
  const latest = career.latest!
  // "My latest role was ...": said only of the latest role (see compose for a latest role without a title).
  const slots: Slots = { ...roleSlots(latest, candidate.roles), latest: 'latest' }
  const names = new Map<string, RoleView[]>()
  const ordered = byDate(candidate)
  // The same employer by its name: a placeholder ("Company Name" in every role) is no employer, and
  // roles that share it are not one career at one company.
  // "Registered Nurse, Medical ICU" is said "Registered Nurse" (usableTitle); when an earlier role
  // has that title too ("Registered Nurse, Medical-Surgical"), "My years as Registered Nurse began
  // in 2020" is untrue: the whole title is said.
  const whole = latest.title?.replace(/[\s,;:–—-]+$/, '') ?? null
  const shared = candidate.roles.some((r) => r !== latest && usableTitle(r.title) && looseKey(usableTitle(r.title)!) === looseKey(slots.title ?? ''))
  if (shared && whole && looseKey(whole) !== looseKey(slots.title ?? '') && wordCount(whole) <= 6) {
    slots.title = whole
    slots.aTitle = withArticle(whole)
  }
  const employer = slots.co ? looseKey(slots.co) : null
  const sameCompany = employer
    ? ordered.filter((r) => r !== latest && usableCompany(r.company) && looseKey(usableCompany(r.company)!) === employer)
    : []
  const first = sameCompany.at(-1)
  const firstTitle = first ? usableTitle(first.title) : null
  if (first && firstTitle && looseKey(firstTitle) !== looseKey(slots.title ?? '') && yearOf(first.start)) {
    // "I joined {co} in {joined} as {firstTitle} and rose to {title}"; {start} stays the latest title's own year.
    slots.firstTitle = firstTitle
    slots.joined = yearOf(first.start)
    names.set('firstTitle', [first])
  }
  // Titles other than the latest one's, and the years of exactly the roles they name.
  const before = ordered.filter(
    (r) => r !== latest && !sameCompany.includes(r) && usableTitle(r.title) && looseKey(usableTitle(r.title)!) !== looseKey(slots.title ?? ''),
  )
  const titles = uniqueCaseless(before.map((r) => usableTitle(r.title)!)).slice(0, 2)
  const namedRoles = before.filter((r) => titles.some((t) => looseKey(t) === looseKey(usableTitle(r.title) ?? '')))
  const beforeYears = yearsOfExperience(
    namedRoles.map((r) => ({ title: r.title, company: r.company, location: null, start: r.start, end: r.end, bullets: [] })),
  ).years
  // Only when the role just before the latest is one of them: "After 2 years as Administrative
  // Assistant, I moved to ..." must not skip an Office Manager role in between.
  const justBefore = ordered.find((r) => r !== latest && !sameCompany.includes(r))
  if (titles.length > 0 && beforeYears >= 2 && !slots.firstTitle && justBefore && namedRoles.includes(justBefore)) {
    slots.prevTitles = joinList(titles)
    slots.years = String(beforeYears)
    names.set('prevTitles', namedRoles)
  }
  return { slots, names }
}

/** The roles before the latest (less those the identity sentence named), for the opening's second sentence. */
export function previousSlots(candidate: Candidate, career: Career, named: ReadonlySet<RoleView>): Slots | null {
  const latest = career.latest
  const before = byDate(candidate).filter(
    (r) =>
      r !== latest && !named.has(r) && usableTitle(r.title) && looseKey(usableTitle(r.title)!) !== looseKey(usableTitle(latest?.title ?? null) ?? ''),
  )
  if (before.length === 0) return null
  const prev = before[0]!
  const first = before.at(-1)!
  const prevTitle = usableTitle(prev.title)!
  const withCompany = before.filter((r) => usableCompany(r.company))
  const prevRoles = twoRoles(withCompany.slice(0, 2))
  const titles = uniqueCaseless(before.map((r) => usableTitle(r.title)!)).slice(0, 3)
  // "Before Lakeview, I was a Student Teacher" or "My previous role was ..." only of the role right
  // before the latest: one with the latest's own title in between (left out above) makes it untrue.
  const immediate = byDate(candidate).find((r) => r !== latest && !named.has(r)) === prev
  return {
    co: latest && immediate ? usableCompany(latest.company) : null,
    prevTitle,
    justPrev: immediate ? prevTitle : null,
    aPrevTitle: withArticle(prevTitle),
    prevCo: usableCompany(prev.company),
    prevRoles,
    prevTitleList: titles.length >= 2 ? joinList(titles) : null,
    firstTitle: before.length > 1 && usableCompany(first.company) ? usableTitle(first.title) : null,
    firstCo: before.length > 1 ? usableCompany(first.company) : null,
  }
}

/**
 * "Buyer at Acme and Planner at Zenith"; two titles at one employer name it once: "Software
 * Engineer II and Software Engineer at Streamwise". Null unless there are two different roles.
 */
function twoRoles(roles: readonly RoleView[]): string | null {
  if (roles.length < 2) return null
  const [a, b] = roles.map((r) => ({ title: usableTitle(r.title)!, co: usableCompany(r.company)! }))
  if (looseKey(a!.title) === looseKey(b!.title) && looseKey(a!.co) === looseKey(b!.co)) return null
  if (looseKey(a!.co) === looseKey(b!.co)) return looseKey(a!.title) === looseKey(b!.title) ? null : `${a!.title} and ${b!.title} at ${a!.co}`
  return joinList([`${a!.title} at ${a!.co}`, `${b!.title} at ${b!.co}`])
}
