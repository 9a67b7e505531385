import type { ResumeDocument, ResumeExperience, ResumeProject, SkillGroup } from '../../../shared/schemas/documents.ts'
import type { ParsedResume } from '../../../shared/schemas/resume.ts'
import { UNTITLED_POSITION, type ParsedJob } from '../jd/index.ts'
import { canonicalSkill, findSkillMentions, findSkills } from '../skills/index.ts'
import { candidateTitles, readCandidate, uniqueCaseless, type BulletView, type Candidate, type TailorInput, type TailorResult } from './candidate.ts'
import { tailoredContact } from './contact.ts'
import { instructionLog } from './instruction-log.ts'
import { estimateLines, lineBudget, LINES_PER_PAGE, pageLimitFor } from './layout.ts'
import { byEvidence, planRoles, type RolePlan } from './plan.ts'
import { Analysed, analyse, byRelevance, type JobTerm, type Scored } from './relevance.ts'
import { ownHeadline } from './headline.ts'
import { sectionOrderFor } from './sections.ts'
import { isStrong } from './strength.ts'
import { writeSummary } from './summary.ts'
import { evidencePool, readCareer } from './facts.ts'
import { readSupport, type Support } from './support.ts'
import { cleanBullet, collapse, looseKey, normalizeBullets, textOrNull, wordCount } from './text.ts'
import { cleanItem, companyName, isHeadingWord } from './wording.ts'

/*
 * The local engine's tailored resume. It selects, orders and frames what the resume says; it
 * never adds an employer, title, degree, date, number or skill (the user's Skill Bank claims may
 * appear in the skills section, nowhere else).
 *
 * - Headline: the candidate's own latest title, never the job's.
 * - Summary (summary.ts): years, the titles that bear on the job, and the job's requirements the
 *   resume backs, in the job's wording, aimed at the role.
 * - Skills: "Relevant Skills" are the job's skills the resume backs (or the user claims), in the
 *   job's order and wording ("Excel" in the resume, "Microsoft Excel" in the posting: the
 *   posting's); "Additional Skills" the user's other claims and the resume's other skills.
 * - Experience (plan.ts): recent and relevant roles in full with their bullets most relevant
 *   first, weak ones trimmed; old or unrelated roles condensed to one line.
 * - Nothing the job asks for is lost: a trimmed bullet (or a condensed role's bullet) that is the
 *   only place a job term the resume shows appears comes back, unless asked to be shorter.
 * - Length: one page under five years of experience, two from there on, unless the instructions
 *   say otherwise (layout.ts); the least relevant content goes first when over, and a thin
 *   resume gets its trimmed bullets back (those that bear on the job first) up to 350 words.
 * - Sections in the order the posting values (sections.ts).
 */

/** Under this many words an ATS reads a resume as thin; trimmed bullets come back up to it. */
const MIN_WORDS = 350
const OTHER_SKILLS_CAP = 12
const SHORT_OTHER_SKILLS_CAP = 8

export function tailorResume(input: TailorInput): TailorResult<ResumeDocument> {
  const { resume, job } = input
  const candidate = readCandidate(input)
  const { flags } = candidate
  const support = readSupport(candidate, resume, input.resumeText)
  const plans = planRoles(candidate, job)
  const pageLimit = pageLimitFor(candidate.years.years, flags)
  const budget = lineBudget(pageLimit, input.fit ?? 0)

  const relevant = flags.drop.has('skills') ? [] : relevantSkills(candidate, job, support)
  const wording = ownWording(input.resumeText)
  let otherCap = flags.shorter ? SHORT_OTHER_SKILLS_CAP : OTHER_SKILLS_CAP
  const career = readCareer(candidate, job, resume, input.today)
  // The latest title by the dates ("Present" first), not by the resume's order: a current role listed under a finished one still leads.
  const latestTitle = career.latest?.title ?? candidateTitles(candidate)[0] ?? null
  const headline = flags.drop.has('headline') ? null : (ownHeadline(input.resumeText, resume.contact.name, latestTitle) ?? latestTitle)
  const allowed = namesAllowed(support, job)
  const summaryText = flags.drop.has('summary')
    ? null
    : writeSummary(candidate, flags.drop.has('headline') ? null : latestTitle, career, evidencePool(candidate, support.skills, career), allowed, job)
  const education = flags.drop.has('education') ? [] : educationOf(resume)
  let projects = flags.drop.has('projects') ? [] : projectsOf(resume, candidate, flags.shorter)
  const certifications = flags.drop.has('certifications') ? [] : certificationsOf(resume, candidate)
  const order = sectionOrderFor(job, candidate, { relevantSkills: relevant.length, education: education.length > 0, certifications })

  function assemble(): ResumeDocument {
    // The written summary replaces the resume's own: never both (the old one appended read twice).
    const summary = textOrNull(summaryText)
    const experience: ResumeExperience[] = plans.map((plan) => ({
      title: plan.role.title,
      company: plan.role.company,
      location: plan.role.location,
      start: plan.role.start,
      end: plan.role.end,
      bullets: plan.condensed ? [] : [...plan.kept].sort(byEvidence).map((b) => b.text),
      ...(plan.condensed ? { condensed: true } : {}),
    }))
    const skills = flags.drop.has('skills') ? [] : skillGroups(candidate, relevant, otherCap, wording)
    return {
      contact: tailoredContact(resume, flags, input.resumeText),
      headline,
      summary,
      experience,
      skills,
      education,
      projects,
      certifications,
      section_order: order,
      page_limit: pageLimit,
    }
  }

  // Coverage: every job term the resume shows stays shown (unless asked to be shorter).
  const shownBy = (doc: ResumeDocument) => new Analysed(documentStrings(doc).join('\n'))
  const missingTerms = (doc: ResumeDocument) => {
    const text = shownBy(doc)
    return support.shown.filter((t) => !text.mentions(t.term, t.skill))
  }
  let restored = 0
  if (!flags.shorter) {
    for (const term of missingTerms(assemble())) {
      if (shownBy(assemble()).mentions(term.term, term.skill)) continue
      const bullet = bestCarrier(plans, term)
      if (bullet) {
        const plan = plans.find((p) => p.role.index === bullet.role)!
        if (plan.condensed) {
          plan.condensed = false
          plan.kept = []
        }
        plan.kept.push(bullet)
        restored++
      }
    }
  }

  // Length: trim what bears least on the job until the estimate fits the page limit.
  const carriers = (doc: ResumeDocument) => {
    const text = shownBy(doc)
    return new Set(support.shown.filter((t) => text.mentions(t.term, t.skill)).map((t) => t.term))
  }
  let document = assemble()
  let trimmed = 0
  for (let guard = 0; estimateLines(document) > budget && guard < 200; guard++) {
    const before = carriers(document)
    const bullet = leastValuable(plans, (candidateBullet) => {
      const plan = plans.find((p) => p.role.index === candidateBullet.role)!
      plan.kept = plan.kept.filter((b) => b !== candidateBullet)
      const after = carriers(assemble())
      plan.kept.push(candidateBullet)
      return [...before].every((t) => after.has(t))
    })
    if (bullet) {
      const plan = plans.find((p) => p.role.index === bullet.role)!
      plan.kept = plan.kept.filter((b) => b !== bullet)
      trimmed++
    } else if (otherCap > 6 && skillGroups(candidate, relevant, otherCap, wording).length > 1) {
      otherCap = 6
    } else if (projects.length > 2) {
      projects = projects.slice(0, 2)
    } else {
      // Over even so: the oldest full role (not the latest) becomes one line, then any bullet goes.
      const oldest = [...plans].reverse().find((p) => !p.condensed && p.position > 0 && plans.filter((q) => !q.condensed).length > 1)
      if (oldest) oldest.condensed = true
      else {
        const last = [...plans].reverse().find((p) => !p.condensed && p.kept.length > 1)
        if (!last) break
        last.kept = [...last.kept].sort(byEvidence).slice(0, -1)
      }
    }
    document = assemble()
  }

  // A thin resume gets its trimmed bullets back, as far as the page allows: those that bear on
  // the job first, then short off-target ones, then the bullets of recent roles condensed for
  // being unrelated (an old role stays one line), up to MIN_WORDS.
  let words = documentWords(document)
  if (!flags.shorter && words < MIN_WORDS) {
    // The rest of their skills list comes back first.
    if (words < MIN_WORDS && otherCap < Infinity) {
      const previous = otherCap
      otherCap = Infinity
      const next = assemble()
      if (estimateLines(next) > budget) otherCap = previous
      else words = documentWords((document = next))
    }
    const spare = (from: readonly RolePlan[]) => from.flatMap((p) => p.ranked.filter((b) => !p.kept.includes(b)))
    const full = plans.filter((p) => !p.condensed)
    const bearing = (b: BulletView) => b.scored.score > 0 || b.scored.priority > 0 || isStrong(b.strength)
    // A role condensed as unrelated comes back for what the posting asks, not for a number alone
    // ("plated dinner service for 120 covers" is no evidence for a software job).
    const asked = (b: BulletView) => b.scored.score > 0 || b.scored.priority > 0 || b.strength.requirement || b.strength.credential
    const recentCondensed = plans.filter((p) => p.condensed && p.age <= 15)
    const passes: BulletView[][] = [
      spare(full).filter(bearing).sort(acrossRoles),
      spare(recentCondensed).filter(asked).sort(acrossRoles),
      spare(full)
        .filter((b) => !bearing(b) && !b.long)
        .sort(acrossRoles),
      spare(recentCondensed)
        .filter((b) => !asked(b))
        .sort(acrossRoles),
    ]
    for (const bullet of passes.flat()) {
      if (words >= MIN_WORDS) break
      const plan = plans.find((p) => p.role.index === bullet.role)!
      const wasCondensed = plan.condensed
      plan.condensed = false
      plan.kept.push(bullet)
      const next = assemble()
      if (estimateLines(next) > budget) {
        plan.kept.pop()
        plan.condensed = wasCondensed
        continue
      }
      document = next
      words = documentWords(next)
    }
  }

  // A strong bullet (a requirement, a number, an asked credential) left out while a weaker one
  // stays takes the weaker one's place: weak bullets go (least valuable first, never a job term's
  // only carrier) until it fits the page. A role condensed for bearing little on the job (not for
  // its age) comes back in full for it.
  const weakKept = () =>
    plans
      .filter((p) => !p.condensed)
      .flatMap((p) => p.kept.filter((b) => !isStrong(b.strength) && b.scored.priority === 0).map((b) => ({ b, p })))
      .sort((x, y) => x.b.scored.score - y.b.scored.score || y.p.position - x.p.position || wordCount(y.b.text) - wordCount(x.b.text))
  // (A number alone does not bring back a role condensed as unrelated: "plated dinner service for
  // 120 covers" is no evidence for a software job; a requirement or an asked credential does.)
  const strongSpare = plans
    .filter((p) => !p.condensed || p.age <= (flags.shorter ? 10 : 15))
    .flatMap((p) =>
      p.ranked.filter((b) => (p.condensed ? b.strength.requirement || b.strength.credential : isStrong(b.strength) && !p.kept.includes(b))),
    )
    .sort(acrossRoles)
  for (const bullet of strongSpare) {
    if (weakKept().length === 0) break
    const plan = plans.find((p) => p.role.index === bullet.role)!
    const saved = plans.map((p) => ({ kept: [...p.kept], condensed: p.condensed }))
    const before = carriers(document)
    if (plan.condensed) {
      plan.condensed = false
      plan.kept = []
    }
    plan.kept.push(bullet)
    let fits = estimateLines(assemble()) <= budget
    while (!fits) {
      const weak = weakKept().find(({ b, p }) => {
        if (p.kept.length <= 1 && p !== plan) return false
        p.kept = p.kept.filter((k) => k !== b)
        const after = carriers(assemble())
        p.kept.push(b)
        return [...before].every((t) => after.has(t))
      })
      if (!weak) break
      weak.p.kept = weak.p.kept.filter((k) => k !== weak.b)
      fits = estimateLines(assemble()) <= budget
    }
    if (!fits) {
      plans.forEach((p, i) => Object.assign(p, saved[i]))
      continue
    }
    document = assemble()
  }

  // An orphan page: a resume that spills a few lines onto its last page ends a page earlier when
  // its weakest content can go: bullets that carry nothing the posting asks for (never a job
  // term's only carrier), then the other skills beyond six, then projects beyond two. The
  // estimate is rough (a compiled page holds 66 to about 75 of its lines), so "a few lines" is up
  // to ORPHAN_LINES over a page, and the aim is the page's 66.
  let orphan: { lines: number; pages: number } | null = null
  let filled = 0
  let settled = false
  const estimate = estimateLines(document)
  const fullPages = Math.floor(estimate / LINES_PER_PAGE)
  const spill = estimate - fullPages * LINES_PER_PAGE
  // The other way out: the last page filled, with the rest of the skills list and the bullets left
  // out that bear on the job, then the others, best first, until it holds more than a few lines (a
  // compiled page held about 75.5 of these lines for a resume of long paragraph bullets: 3 lines on
  // the second page at 78.5, 10 at 88.1; at 88.5, 12 lines stood on the last). Only within the page
  // limit, and only when the page can be filled (`whole`), else nothing is added.
  const fillable = fullPages >= 1 && spill > 0 && spill <= ORPHAN_LINES && fullPages < pageLimit && !flags.shorter
  const fillLastPage = (whole: boolean): boolean => {
    const saved = { kept: plans.map((p) => [...p.kept]), otherCap }
    const target = fullPages * LINES_PER_PAGE + FILLED_LAST_PAGE
    if (otherCap < Infinity) {
      otherCap = Infinity
      if (estimateLines(assemble()) > budget) otherCap = saved.otherCap
    }
    const spare = plans.filter((p) => !p.condensed).flatMap((p) => p.ranked.filter((b) => !p.kept.includes(b)))
    const bearing = (b: BulletView) => b.scored.score > 0 || b.scored.priority > 0 || isStrong(b.strength)
    let added = 0
    for (const bullet of [...spare.filter(bearing).sort(acrossRoles), ...spare.filter((b) => !bearing(b)).sort(acrossRoles)]) {
      if (estimateLines(assemble()) >= target) break
      const plan = plans.find((p) => p.role.index === bullet.role)!
      plan.kept.push(bullet)
      if (estimateLines(assemble()) > budget) plan.kept.pop()
      else added++
    }
    if (whole && estimateLines(assemble()) < target) {
      plans.forEach((p, i) => (p.kept = saved.kept[i]!))
      otherCap = saved.otherCap
      return false
    }
    filled = added
    document = assemble()
    return true
  }
  // A spill of more than a third of a page's worth of lines is filled when it can be: ending a page
  // earlier would cost that much of the resume.
  if (fillable && spill > FILL_FIRST && fillLastPage(true)) settled = true
  // The aim is the page's 66; when that cannot be reached without dropping more than a few strong
  // bullets, the most a compiled page was measured to hold (about 69 of these lines) is the aim instead.
  for (const target of !settled && fullPages >= 1 && spill > 0 && spill <= ORPHAN_LINES
    ? [fullPages * LINES_PER_PAGE, fullPages * LINES_PER_PAGE + PAGE_SLACK]
    : []) {
    const saved = { kept: plans.map((p) => [...p.kept]), condensed: plans.map((p) => p.condensed), otherCap, projects }
    // Earlier roles whose kept bullets carry nothing the posting asks for, least relevant first;
    // one goes only when no job term it alone shows is lost.
    const weakOnly = plans
      .filter((p) => p.position > 0 && !p.condensed && p.kept.length > 0 && p.kept.every((b) => !isStrong(b.strength) && b.scored.priority === 0))
      .filter((p) => {
        const before = carriers(assemble())
        p.condensed = true
        const after = carriers(assemble())
        p.condensed = false
        return [...before].every((t) => after.has(t))
      })
      .sort((a, b) => a.relevance - b.relevance || b.position - a.position)
    let tightened = 0
    let strongDropped = 0
    while (estimateLines(assemble()) > target) {
      const before = carriers(assemble())
      const bullet = leastValuable(plans, (b) => {
        if (isStrong(b.strength) || b.scored.priority > 0) return false
        const plan = plans.find((p) => p.role.index === b.role)!
        plan.kept = plan.kept.filter((k) => k !== b)
        const after = carriers(assemble())
        plan.kept.push(b)
        return [...before].every((t) => after.has(t))
      })
      if (bullet) {
        const plan = plans.find((p) => p.role.index === bullet.role)!
        plan.kept = plan.kept.filter((k) => k !== bullet)
        tightened++
      } else if (
        otherCap > 6 &&
        skillGroups(candidate, relevant, otherCap, wording).some((g) => g.label === 'Additional Skills' && g.items.length > 6)
      ) {
        otherCap = 6
      } else if (projects.length > 2) {
        projects = projects.slice(0, 2)
      } else if (weakOnly.length > 0) {
        // A role left with weak bullets only (an earlier role's last bullet, which the step above
        // keeps) becomes one line before any strong bullet goes.
        weakOnly.shift()!.condensed = true
        tightened++
      } else {
        // No weak bullet is left anywhere: the least valuable strong ones go (a few at most), so no
        // strong bullet is lost while a weaker one stays.
        if (strongDropped >= 3) break
        const strong = leastValuable(plans, (b) => {
          const plan = plans.find((p) => p.role.index === b.role)!
          plan.kept = plan.kept.filter((k) => k !== b)
          const after = carriers(assemble())
          plan.kept.push(b)
          return [...before].every((t) => after.has(t))
        })
        if (!strong) break
        const plan = plans.find((p) => p.role.index === strong.role)!
        plan.kept = plan.kept.filter((k) => k !== strong)
        strongDropped++
        tightened++
      }
    }
    if (estimateLines(assemble()) > target) {
      plans.forEach((p, i) => {
        p.kept = saved.kept[i]!
        p.condensed = saved.condensed[i]!
      })
      otherCap = saved.otherCap
      projects = saved.projects
      document = assemble()
      continue
    }
    trimmed += tightened
    if (tightened > 0) orphan = { lines: Math.round(spill), pages: fullPages }
    settled = true
    document = assemble()
    break
  }
  // Still a few lines on a page of their own (every aim above would cost strong evidence): the page
  // is filled instead.
  if (!settled && fillable) fillLastPage(false)

  const log = resumeLog(input, candidate, support, plans, { restored, trimmed, pageLimit, orphan, filled })
  return { document, log }
}

/** Lines (of the estimate's 66 a page) a resume may spill onto a new page before it is tightened to end a page earlier. */
const ORPHAN_LINES = 16
/** 32 tailored dev-set resumes compiled with the default template fit one page up to about 69 estimated lines (layout.ts). */
const PAGE_SLACK = 3
/** Lines over a full page that leave more than ten compiled lines on the last (see the filling step). */
const FILLED_LAST_PAGE = 26
/** Lines of spill (of ORPHAN_LINES at most) over which the last page is filled rather than the resume tightened. */
const FILL_FIRST = 10

/** Across roles: instruction priority, strong evidence, then score, then the more recent role. */
const acrossRoles = (a: BulletView, b: BulletView) =>
  b.scored.priority - a.scored.priority ||
  Number(isStrong(b.strength)) - Number(isStrong(a.strength)) ||
  b.scored.score - a.scored.score ||
  Number(a.long) - Number(b.long) ||
  a.role - b.role ||
  a.order - b.order

/** The bullet not yet kept that best shows `term`: the most relevant, from the most recent role. */
function bestCarrier(plans: readonly RolePlan[], term: JobTerm): BulletView | null {
  const options = plans.flatMap((p) => p.ranked.filter((b) => !(p.kept.includes(b) && !p.condensed) && b.analysed.mentions(term.term, term.skill)))
  return options.sort(acrossRoles)[0] ?? null
}

/**
 * The kept bullet that is cheapest to lose: lowest priority and score, from the oldest role, the
 * longest first. Never the last bullets of a role (two in the latest role, one in the others),
 * and only one whose removal keeps every job term shown (`keepsTerms`).
 */
function leastValuable(plans: readonly RolePlan[], keepsTerms: (bullet: BulletView) => boolean): BulletView | null {
  const options = plans
    .filter((p) => !p.condensed)
    .flatMap((p) => (p.kept.length > (p.position === 0 ? 2 : 1) ? p.kept.map((b) => ({ b, p })) : []))
    .sort(
      (x, y) =>
        x.b.scored.priority - y.b.scored.priority ||
        Number(isStrong(x.b.strength)) - Number(isStrong(y.b.strength)) ||
        x.b.scored.score - y.b.scored.score ||
        y.p.position - x.p.position ||
        wordCount(y.b.text) - wordCount(x.b.text),
    )
  for (const { b } of options) if (keepsTerms(b)) return b
  return null
}

function resumeLog(
  input: TailorInput,
  candidate: Candidate,
  support: Support,
  plans: readonly RolePlan[],
  done: { restored: number; trimmed: number; pageLimit: number; orphan: { lines: number; pages: number } | null; filled: number },
): string[] {
  const { job, resume } = input
  const log = [`Tailored the resume for ${describeJob(job)}.`]
  const required = job.requiredSkills
  const backed = required.filter((s) => support.skills.some((t) => looseKey(t.term) === looseKey(s)))
  log.push(
    required.length === 0
      ? 'The job description names no required skills; bullets were ordered by its keywords.'
      : `Required skills the resume backs: ${backed.length} of ${required.length}${backed.length > 0 ? ` (${backed.slice(0, 8).join(', ')}${backed.length > 8 ? ', ...' : ''})` : ''}; listed first, in the posting's wording.`,
  )
  const total = candidate.roles.reduce((n, r) => n + r.bullets.length, 0)
  const kept = plans.reduce((n, p) => n + (p.condensed ? 0 : p.kept.length), 0)
  log.push(
    kept < total
      ? `Ordered bullets by relevance to the job and kept ${kept} of ${total}${done.restored > 0 ? ` (${done.restored} kept for keywords found nowhere else)` : ''}.`
      : `Ordered ${total} bullets by relevance to the job.`,
  )
  const condensed = plans.filter((p) => p.condensed)
  if (condensed.length > 0) {
    log.push(
      `Condensed ${condensed.length} older or unrelated ${condensed.length === 1 ? 'role' : 'roles'} to one line: ${condensed.map((p) => p.role.title ?? p.role.company ?? 'untitled').join(', ')}.`,
    )
  }
  if (candidate.years.years > 0) log.push(`Years of experience from dated roles: ${candidate.years.years}.`)
  log.push(`Length: at most ${done.pageLimit} ${done.pageLimit === 1 ? 'page' : 'pages'}.`)
  if (done.orphan) {
    const { lines, pages } = done.orphan
    log.push(`Tightened to end on page ${pages}: it ran about ${lines} ${lines === 1 ? 'line' : 'lines'} onto a new page, so the weakest lines went.`)
  }
  if (done.filled > 0) {
    log.push(
      `It ran a few lines onto a new page: rather than leave them there, or drop that much to end a page earlier, ${done.filled} more of your ${done.filled === 1 ? 'bullets fills' : 'bullets fill'} that page.`,
    )
  }
  const claims = candidate.emphasize.filter((e) => !support.candidateSkills.has((canonicalSkill(e) ?? e).toLowerCase()))
  if (claims.length > 0) log.push(`Skills added from the Skill Bank (skills section only): ${claims.join(', ')}.`)
  log.push(...instructionLog(input.instructions, 'resume', candidate, { resume, resumeText: input.resumeText }))
  return log
}

/** The resume as parsed, without tailoring: the baseline tailoring is measured against. */
export function resumeDocumentFromParsed(resume: ParsedResume): ResumeDocument {
  return {
    contact: contactOf(resume),
    headline: textOrNull(resume.experience[0]?.title ?? null),
    summary: textOrNull(resume.summary),
    experience: resume.experience
      .map((e) => ({
        title: textOrNull(e.title),
        company: textOrNull(e.company),
        location: textOrNull(e.location),
        start: textOrNull(e.start),
        end: textOrNull(e.end),
        bullets: normalizeBullets(e.bullets),
      }))
      .filter((e) => [e.title, e.company, e.location, e.start, e.end].some((v) => v !== null) || e.bullets.length > 0),
    skills: resume.skills.length > 0 ? [{ label: null, items: uniqueCaseless(resume.skills) }] : [],
    education: educationOf(resume),
    projects: resume.projects.map(projectOf).filter((p): p is ResumeProject => p !== null),
    certifications: uniqueCaseless(resume.certifications.map(cleanBullet).filter(Boolean)),
  }
}

/** Words a reader (or an ATS) sees in the document's text fields. */
function documentWords(doc: ResumeDocument): number {
  return documentStrings(doc).reduce((n, t) => n + wordCount(t), 0)
}

/** The document's printed strings (a condensed role prints no bullets). */
function documentStrings(doc: ResumeDocument): string[] {
  return [
    doc.contact.name,
    doc.headline ?? '',
    doc.summary ?? '',
    ...doc.experience.flatMap((e) => [
      e.title ?? '',
      e.company ?? '',
      e.condensed ? '' : (e.location ?? ''),
      e.start ?? '',
      e.end ?? '',
      ...(e.condensed ? [] : e.bullets),
    ]),
    ...doc.skills.flatMap((g) => [g.label ?? '', ...g.items]),
    ...doc.education.flatMap((e) => [e.degree ?? '', e.field ?? '', e.institution ?? '', e.year ?? '']),
    ...doc.projects.flatMap((p) => [p.name, p.description ?? '', ...p.bullets]),
    ...doc.certifications,
  ]
}

/** Skills prose may name: the resume's own, and the words of the job's title and company. */
export function namesAllowed(support: Support, job: ParsedJob): (skill: string) => boolean {
  const jobWords = new Set(findSkills(`${job.title}\n${job.company ?? ''}`).map((s) => s.toLowerCase()))
  return (skill) => support.candidateSkills.has(skill.toLowerCase()) || jobWords.has(skill.toLowerCase())
}

export function describeJob(job: ParsedJob): string {
  const title = job.title === UNTITLED_POSITION ? 'the position' : `the ${job.title} role`
  const company = companyName(job.company)
  return company ? `${title} at ${company}` : title
}

function contactOf(resume: ParsedResume): ResumeDocument['contact'] {
  return {
    name: textOrNull(resume.contact.name) ?? '',
    email: textOrNull(resume.contact.email),
    phone: textOrNull(resume.contact.phone),
    location: textOrNull(resume.contact.location),
    links: uniqueCaseless(resume.contact.links),
  }
}

/**
 * The job's skills the candidate may be presented with, in the job's wording and order (focus
 * terms first): skills the resume backs (a taxonomy or alias match), and the user's Skill Bank
 * claims that the job names.
 */
function relevantSkills(candidate: Candidate, job: ParsedJob, support: Support): string[] {
  const claims = new Set(candidate.emphasize.map((e) => (canonicalSkill(e) ?? e).toLowerCase()))
  const jobSkills = candidate.scorer.terms.filter((t) => t.skill !== null)
  const has = (t: JobTerm) => support.skills.includes(t) || claims.has(t.term.toLowerCase()) || claims.has(t.skill!.toLowerCase())
  const ordered: string[] = []
  for (const focus of candidate.flags.focus) {
    const key = (canonicalSkill(focus) ?? focus).toLowerCase()
    const fromJob = jobSkills.find((t) => has(t) && (t.term.toLowerCase() === key || t.skill!.toLowerCase() === key))
    if (fromJob) ordered.push(fromJob.term)
    else if (support.candidateSkills.has(key) || claims.has(key)) {
      ordered.push([...candidate.skills, ...candidate.emphasize].find((s) => (canonicalSkill(s) ?? s).toLowerCase() === key) ?? focus)
    }
  }
  // One item per skill: "CPA" and "Certified Public Accountant" in one posting are one skill.
  const skillsTaken = new Set(ordered.map((o) => (canonicalSkill(o) ?? o).toLowerCase()))
  for (const t of jobSkills) {
    if (!has(t) || skillsTaken.has(t.skill!.toLowerCase())) continue
    skillsTaken.add(t.skill!.toLowerCase())
    ordered.push(t.term)
  }
  return uniqueCaseless(ordered)
}

/**
 * The resume's own wording of each skill it names, by its canonical name's key: the skills the job
 * does not ask for are shown as the candidate wrote them ("Public Outreach", not the knowledge
 * base's "Community outreach").
 */
export function ownWording(text: string | undefined): Map<string, string> {
  const out = new Map<string, string>()
  for (const mention of text ? findSkillMentions(text) : []) {
    const key = looseKey(mention.skill)
    const written = mention.text.replace(/\s+/g, ' ').trim()
    if (!out.has(key) && written) out.set(key, written.charAt(0).toUpperCase() + written.slice(1))
  }
  return out
}

function skillGroups(candidate: Candidate, relevant: readonly string[], cap: number, wording: ReadonlyMap<string, string>): SkillGroup[] {
  const keyOf = (s: string) => looseKey(canonicalSkill(s) ?? s)
  const taken = new Set(relevant.map(keyOf))
  const inResume = new Set(candidate.skills.map(keyOf))
  const claims = candidate.emphasize.filter((s) => !taken.has(keyOf(s)) && !inResume.has(keyOf(s)))
  const emphasised = candidate.skills.filter((s) => !taken.has(keyOf(s)) && candidate.emphasize.some((e) => keyOf(e) === keyOf(s)))
  const rest = candidate.skills
    .filter((s) => !taken.has(keyOf(s)) && !emphasised.includes(s) && !isHeadingWord(s))
    .map((s) => wording.get(looseKey(s)) ?? s)
  // The user's own claims are always shown; the resume's other skills fill up to the cap.
  const other = uniqueCaseless([
    ...claims,
    ...uniqueCaseless([...emphasised, ...rest].map(cleanItem).filter(Boolean)).slice(0, Math.max(0, cap - claims.length)),
  ])
  if (relevant.length > 0 && other.length > 0) {
    return [
      { label: 'Relevant Skills', items: [...relevant] },
      { label: 'Additional Skills', items: other },
    ]
  }
  const only = relevant.length > 0 ? [...relevant] : other
  return only.length > 0 ? [{ label: null, items: only }] : []
}

function educationOf(resume: ParsedResume): ResumeDocument['education'] {
  return resume.education
    .map((e) => ({
      degree: textOrNull(e.degree),
      field: textOrNull(e.field),
      institution: textOrNull(e.institution),
      year: textOrNull(e.year),
    }))
    .filter((e) => [e.degree, e.field, e.institution, e.year].some((v) => v !== null))
}

const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s()]+|\b[\w-]+\.(?:com|io|dev|org|net|app)\/[^\s()]*/i

/** "Name: what it is" or "Name – what it is" as name and description; a link, when written, as the link. */
function projectOf(raw: string): ResumeProject | null {
  // A project's name keeps its own case ("pg-migrate-lite"): no capitalising here.
  let text = collapse(raw)
    .replace(/^[\s•*–-]+/, '')
    .replace(/[\s.;,]+$/, '')
  if (!/\p{L}/u.test(text)) return null
  const url = URL_IN_TEXT.exec(text)?.[0]?.replace(/[.,;]+$/, '') ?? null
  if (url) text = collapse(text.replace(url, ' ').replace(/\(\s*\)/g, ' ')).replace(/[\s.;,:]+$/, '')
  const split = /^(.{2,60}?)\s*(?::|\s[–—-]\s|\s\|\s)\s*(.+)$/.exec(text)
  if (split && split[1]!.split(/\s+/).length <= 8) {
    return { name: split[1]!.trim(), description: cleanBullet(split[2]!) || null, link: url, bullets: [] }
  }
  if (!text && url) return { name: url, description: null, link: url, bullets: [] }
  return text ? { name: text, description: null, link: url, bullets: [] } : null
}

function ranked<T>(items: T[], text: (item: T) => string, candidate: Candidate): T[] {
  return items
    .map((item, order) => ({ item, order, scored: candidate.scorer.score(analyse(text(item))) as Scored }))
    .sort(byRelevance)
    .map((x) => x.item)
}

function projectsOf(resume: ParsedResume, candidate: Candidate, shorter: boolean): ResumeProject[] {
  const projects = resume.projects.map(projectOf).filter((p): p is ResumeProject => p !== null)
  const out = ranked(projects, (p) => `${p.name} ${p.description ?? ''}`, candidate)
  return shorter ? out.slice(0, 2) : out
}

function certificationsOf(resume: ParsedResume, candidate: Candidate): string[] {
  const certs = uniqueCaseless(resume.certifications.map(cleanBullet).filter(Boolean))
  return ranked(certs, (c) => c, candidate)
}
