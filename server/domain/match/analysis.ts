import type { DegreeLevel } from '../ingest/index.ts'
import type { EducationLevel } from '../jd/index.ts'
import { monthIndex } from './months.ts'
import { skillKind } from './skill-relations.ts'
import { COMPONENTS } from './parts/index.ts'
import { FIELD_GATE, gateFactor, MATCH_WEIGHTS } from './weights.ts'
import type { Component, JobFeatures, MatchAnalysis, MatchScore, ResumeFeatures } from './types.ts'

/*
 * The match analysis: prose written from the evidence of a MatchScore (which skills, which years,
 * which degree), so each sentence can be traced to a number and the same inputs give the same
 * text. No randomness, no model: a language model may rephrase it elsewhere, never re-score it.
 */

export interface AnalyzeOptions {
  /** The source file had text a reader cannot see (also read from the features). */
  hiddenText?: boolean
}

/** Overall thresholds for the hiring recommendation (score 0..1). */
export const RECOMMENDATION_THRESHOLDS = { interview: 0.65, screen: 0.45 } as const
// Share of required skills (by count) a strong match must have.
const STRONG_REQUIRED_SHARE = 0.5
// A finished role shorter than this many months is a short tenure.
const SHORT_TENURE_MONTHS = 12
// A break between roles longer than this many months is worth asking about.
const GAP_MONTHS = 6
const MAX_LISTED = 5
const MAX_SKILLS = 20

const DEGREE_NAMES: Record<DegreeLevel, string> = {
  high_school: 'High school diploma',
  certificate: 'Certificate',
  associate: "Associate's degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
}
const ASKED_NAMES: Record<EducationLevel, string> = {
  none: 'no particular degree',
  high_school: 'a high school diploma',
  associate: "an associate's degree",
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  doctorate: 'a doctorate',
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export function analyzeMatch(job: JobFeatures, features: ResumeFeatures, score: MatchScore, options: AnalyzeOptions = {}): MatchAnalysis {
  const hiddenText = Boolean(options.hiddenText || features.hiddenText || score.hiddenText)
  const name = features.name?.trim() || 'The candidate'
  const ev = score.evidence
  const cs = score.categoryScores
  const required = ev.skills.required
  const nice = ev.skills.niceToHave
  const jobTitle = job.title && job.title !== 'Untitled Position' ? job.title : 'this role'

  const skillsAnalysis = skillsText(required, nice)
  const experienceAnalysis = experienceText(ev.experience, job)
  const educationAnalysis = [educationText(ev.education), credentialText(ev.credentials)].filter(Boolean).join(' ')

  const recommendations = probes(job, features, score)
  if (hiddenText) {
    recommendations.unshift(
      'The file contains text a reader cannot see (white, tiny or off-page text). It was left out of this score; ask the candidate for a clean copy and ask why it was there.',
    )
  }

  const requiredShare =
    required.matched.length + required.missing.length === 0 ? 1 : required.matched.length / (required.matched.length + required.missing.length)
  const strengths = rankedParts(cs).filter((p) => p.value >= 70)
  const weaknesses = rankedParts(cs)
    .filter((p) => p.value < 50)
    .reverse()
  const reasons: string[] = []
  if (strengths.length) reasons.push(`strong on ${list(strengths.slice(0, 2).map((p) => p.label))}`)
  if (weaknesses.length) reasons.push(`weaker on ${list(weaknesses.slice(0, 2).map((p) => p.label))}`)
  const band =
    score.score >= RECOMMENDATION_THRESHOLDS.interview ? 'a strong' : score.score >= RECOMMENDATION_THRESHOLDS.screen ? 'a possible' : 'a weak'
  let summary = `${name} is ${band} match (${score.match_percentage}%) for ${jobTitle}${reasons.length ? `: ${reasons.join('; ')}` : ''}.`
  if (required.matched.length + required.missing.length > 0) {
    summary += ` Required skills: ${required.matched.length} of ${required.matched.length + required.missing.length}.`
  }
  if (ev.experience.yearsFound !== null)
    summary += ` Experience: ${years(ev.experience.yearsFound)} (${years(ev.experience.relevantYears ?? 0)} related).`
  // The field gate, when it took part of the score: say so, with the number that decided it.
  const kept = job.textOccupations.length > 0 ? gateFactor((cs[FIELD_GATE.part] ?? 0) / 100) : 1
  if (kept < 1) {
    summary += ` The work the resume describes reads unlike the work the posting describes (${cs[FIELD_GATE.part] ?? 0}% alike), so the score keeps ${Math.round(kept * 100)}% of what its parts give.`
  }
  if (hiddenText) summary += ' Warning: hidden text found in the file and ignored.'

  let hiring: string
  if (score.score >= RECOMMENDATION_THRESHOLDS.interview && requiredShare >= STRONG_REQUIRED_SHARE) {
    hiring = `Strong match — interview. ${capitalise(reasonLine(score, requiredShare))}`
  } else if (score.score >= RECOMMENDATION_THRESHOLDS.screen) {
    hiring = `Possible match — phone screen first. ${capitalise(reasonLine(score, requiredShare))}`
  } else {
    hiring = `Not a match for this role. ${capitalise(reasonLine(score, requiredShare))}`
  }
  if (hiddenText) hiring += ' Hidden text was found in the file: review it before deciding.'

  return {
    name: features.name?.trim() || 'Unknown',
    experienceLevel: features.seniority,
    skills: keySkills(features, required.matched, nice.matched),
    education: {
      level: features.education.level ? DEGREE_NAMES[features.education.level] : 'Not stated',
      field: features.education.field ?? 'Not stated',
      score: cs.education,
      analysis: educationAnalysis,
    },
    skills_match: { score: cs.skills, analysis: skillsAnalysis },
    experience_fit: { score: cs.experience, analysis: experienceAnalysis },
    overall_match: { score: score.match_percentage, summary },
    categoryScores: { skills: cs.skills, experience: cs.experience, education: cs.education },
    specific_recommendations: recommendations,
    hiring_recommendation: hiring,
    hiddenText,
  }
}

const PART_LABELS: Record<Component, string> = {
  skills: 'skills',
  experience: 'experience',
  education: 'education',
  title: 'title and occupation',
  occupation: 'the work the resume describes',
  relevance: 'relevance of the resume text',
  phrases: "the posting's requirement phrases",
  profile: 'the kind of work the posting describes',
  seniority: 'seniority',
  relatedYears: 'recent related years',
  semantic: 'what the resume is about',
  credentials: 'certifications and licences',
  transfer: 'how well the career carries over to the role',
  skillFamily: 'skills near the ones asked',
}

/** The parts that carry weight in the score, strongest first: the ones that decided it. */
function rankedParts(cs: MatchScore['categoryScores']) {
  return COMPONENTS.filter((c) => MATCH_WEIGHTS[c] > 0)
    .map((c) => ({ label: PART_LABELS[c], value: cs[c] ?? 0, weight: MATCH_WEIGHTS[c] }))
    .sort((a, b) => b.value - a.value || b.weight - a.weight)
}

function reasonLine(score: MatchScore, requiredShare: number): string {
  const ev = score.evidence
  const bits: string[] = []
  const req = ev.skills.required
  const total = req.matched.length + req.missing.length
  if (total > 0)
    bits.push(
      `${req.matched.length} of ${total} required skills${req.missing.length ? ` (missing ${list(req.missing.slice(0, 3))}${req.missing.length > 3 ? ' and more' : ''})` : ''}`,
    )
  const e = ev.experience
  if (e.yearsFound !== null) {
    const asked = e.yearsAsked !== null ? ` against ${years(e.yearsAsked)} asked` : ''
    bits.push(`${years(e.relevantYears ?? 0)} of related experience${asked}`)
  } else {
    bits.push('no dated experience')
  }
  const { found, fromText, job } = ev.occupation
  const sameAsJob = (o: typeof found) => o !== null && job !== null && o.code.slice(0, 7) === job.code.slice(0, 7)
  if (found && job) bits.push(sameAsJob(found) ? `same occupation (${job.title})` : `titles read as ${found.title}`)
  // The text speaks when the titles do not, or say something else.
  if (fromText && job && !sameAsJob(found) && fromText.code !== found?.code) {
    bits.push(sameAsJob(fromText) ? `the work described is that of ${job.title}` : `the work described reads as ${fromText.title}`)
  }
  const phrases = ev.phrases
  if (phrases.found.length > 0) bits.push(`the resume has ${list(phrases.found.slice(0, 3).map((p) => `"${p}"`))} from the posting`)
  if (phrases.missing.length > 0) bits.push(`nothing on ${list(phrases.missing.slice(0, 2).map((p) => `"${p}"`))}`)
  if (requiredShare < STRONG_REQUIRED_SHARE && total > 0 && score.score >= RECOMMENDATION_THRESHOLDS.interview)
    bits.push('but fewer than half the required skills')
  return `${bits.join('; ')}.`
}

function skillsText(required: MatchScore['evidence']['skills']['required'], nice: MatchScore['evidence']['skills']['niceToHave']): string {
  const totalRequired = required.matched.length + required.missing.length
  const totalNice = nice.matched.length + nice.missing.length
  if (totalRequired + totalNice === 0)
    return 'The job description names no specific skills; the match rests on title, experience and the resume text.'
  const out: string[] = []
  if (totalRequired > 0) {
    out.push(
      required.matched.length > 0
        ? `Has ${required.matched.length} of ${totalRequired} required skills: ${list(required.matched.slice(0, 8))}${required.matched.length > 8 ? ', and more' : ''}.`
        : `Has none of the ${totalRequired} required skills.`,
    )
    if (required.missing.length > 0) out.push(`Missing: ${list(required.missing.slice(0, 8))}${required.missing.length > 8 ? ', and more' : ''}.`)
  }
  const related = [...required.related, ...nice.related]
  if (related.length > 0) out.push(`Partial credit for related tools: ${list(related.slice(0, 4).map((r) => `${r.via} (for ${r.skill})`))}.`)
  if (totalNice > 0) {
    out.push(
      nice.matched.length > 0
        ? `Nice to have: ${nice.matched.length} of ${totalNice} (${list(nice.matched.slice(0, 5))}).`
        : `Nice to have: none of ${totalNice}.`,
    )
  }
  return out.join(' ')
}

function experienceText(e: MatchScore['evidence']['experience'], job: JobFeatures): string {
  const out: string[] = []
  if (e.yearsFound === null) {
    out.push('The resume gives no dated roles and states no years of experience, so experience could not be measured.')
  } else {
    const related = e.relevantYears ?? 0
    out.push(
      `${capitalise(years(e.yearsFound))} of experience, ${years(related)} in roles related to this job${e.relevantRoles.length ? ` (${list(e.relevantRoles.slice(0, 3))})` : ''}.`,
    )
    if (e.yearsAsked !== null) {
      const effective = related + 0.5 * (e.yearsFound - related)
      out.push(
        effective >= e.yearsAsked
          ? `Meets the ${years(e.yearsAsked)} asked.`
          : `Short of the ${years(e.yearsAsked)} asked (about ${years(Math.max(0, Math.round((e.yearsAsked - effective) * 10) / 10))} of related experience short).`,
      )
    }
  }
  const level = e.levelAsked ?? job.experienceLevel
  out.push(level ? `Reads as ${e.seniority} level; the job is ${level} level.` : `Reads as ${e.seniority} level.`)
  return out.join(' ')
}

/** The certifications and licences asked: which the resume names, which it does not. */
function credentialText(c: MatchScore['evidence']['credentials']): string {
  if (c.found.length + c.missing.length === 0) return ''
  const out: string[] = []
  if (c.found.length > 0) out.push(`Names ${list(c.found)}, which the job asks for.`)
  if (c.missing.length > 0) out.push(`No mention of ${list(c.missing)}.`)
  return out.join(' ')
}

function educationText(ed: MatchScore['evidence']['education']): string {
  const found = ed.found ? `${ed.degree ?? DEGREE_NAMES[ed.found]}${ed.field ? ` in ${ed.field}` : ''}` : null
  const out: string[] = []
  if (ed.asked === 'none') {
    out.push(
      found
        ? `Highest degree: ${found}. The job names no degree requirement.`
        : 'No degree found in the resume; the job names no degree requirement.',
    )
  } else if (!ed.found) {
    out.push(`No degree found in the resume; the job asks for ${ASKED_NAMES[ed.asked]}.`)
  } else {
    const meets = levelOrder(ed.found) >= levelOrder(ed.asked)
    out.push(
      meets
        ? `${found} meets the ${ASKED_NAMES[ed.asked].replace(/^an? /, '')} asked.`
        : `Highest degree found: ${found}, below the ${ASKED_NAMES[ed.asked].replace(/^an? /, '')} asked.`,
    )
  }
  if (ed.fieldAsked && ed.fieldMatched !== null) {
    out.push(ed.fieldMatched ? `Field matches the one asked (${ed.fieldAsked}).` : `Field asked: ${ed.fieldAsked}; no degree in it was found.`)
  }
  return out.join(' ')
}

const LEVEL_ORDER: Record<string, number> = { none: 0, high_school: 1, certificate: 1, associate: 2, bachelor: 3, master: 4, doctorate: 5 }
const levelOrder = (level: string) => LEVEL_ORDER[level] ?? 0

/** What to ask in an interview: missing required skills, short experience, tenure, gaps, education. */
function probes(job: JobFeatures, f: ResumeFeatures, score: MatchScore): string[] {
  const ev = score.evidence
  const out: string[] = []
  // Named tools and trades first: a missing "QuickBooks" says more than a missing "Communication".
  const missing = [...ev.skills.required.missing].sort((a, b) => Number(skillKind(a) === 'professional') - Number(skillKind(b) === 'professional'))
  if (missing.length > 0) {
    out.push(
      `Ask about ${list(missing.slice(0, MAX_LISTED))}${missing.length > MAX_LISTED ? ` (and ${missing.length - MAX_LISTED} more)` : ''}: required by the job, not named in the resume.`,
    )
  }
  for (const r of ev.skills.required.related.slice(0, 2)) out.push(`Check how far experience with ${r.via} carries over to ${r.skill}.`)

  const e = ev.experience
  if (e.yearsFound === null) {
    out.push('Ask for the dates of each role: the resume gives none.')
  } else {
    const related = e.relevantYears ?? 0
    if (e.yearsAsked !== null && related + 0.5 * (e.yearsFound - related) < e.yearsAsked) {
      out.push(`Confirm depth of experience: ${years(related)} of related experience found against ${years(e.yearsAsked)} asked.`)
    }
    if (e.yearsFound >= 2 && related < e.yearsFound / 2) {
      out.push(
        `Most of the experience (${years(Math.round((e.yearsFound - related) * 10) / 10)} of ${years(e.yearsFound)}) is outside roles related to this job; ask how it applies.`,
      )
    }
    if (f.datedRoles === 0 && f.statedYears !== null)
      out.push(`The resume states ${years(f.statedYears)} of experience without dated roles; ask for the timeline.`)
  }

  const dated = f.roles.filter((r) => r.start && r.months > 0)
  const short = dated.filter((r) => !r.current && r.months < SHORT_TENURE_MONTHS)
  if (short.length >= 2) {
    out.push(
      `Ask about short tenures: ${short.length} roles under a year (${list(short.slice(-3).map((r) => `${r.title ?? 'untitled role'}, ${r.months} months`))}).`,
    )
  }
  const gap = longestGap(dated)
  if (gap && gap.months > GAP_MONTHS) out.push(`Ask about the ${gap.months}-month gap between ${monthLabel(gap.from)} and ${monthLabel(gap.to)}.`)

  const ed = ev.education
  if (ed.asked !== 'none' && (!ed.found || levelOrder(ed.found) < levelOrder(ed.asked))) {
    out.push(
      ed.found
        ? `Verify education: highest degree found is ${DEGREE_NAMES[ed.found].toLowerCase()}; the job asks for ${ASKED_NAMES[ed.asked]}.`
        : `Verify education: no degree found; the job asks for ${ASKED_NAMES[ed.asked]}.`,
    )
  }
  if (job.experienceLevel && levelOrder2(f.seniority) < levelOrder2(job.experienceLevel)) {
    out.push(`Probe readiness for a ${job.experienceLevel}-level role: the resume reads as ${f.seniority} level.`)
  }
  if (out.length === 0) {
    const strong = ev.skills.required.matched.slice(0, 3)
    out.push(
      strong.length
        ? `Confirm depth in ${list(strong)} with concrete examples from recent roles.`
        : 'Confirm the most recent role’s scope and results with concrete examples.',
    )
  }
  return out
}

const SENIORITY_ORDER = { junior: 0, mid: 1, senior: 2, lead: 3 } as const
const levelOrder2 = (s: keyof typeof SENIORITY_ORDER) => SENIORITY_ORDER[s]

/** The longest break between the end of one dated role and the start of the next (months). */
function longestGap(roles: ResumeFeatures['roles']): { from: number; to: number; months: number } | null {
  let best: { from: number; to: number; months: number } | null = null
  let coveredUntil = -Infinity
  for (const r of roles) {
    const start = monthIndex(r.start!)
    if (Number.isFinite(coveredUntil) && start - coveredUntil > (best?.months ?? 0))
      best = { from: coveredUntil, to: start, months: start - coveredUntil }
    coveredUntil = Math.max(coveredUntil, start + r.months)
  }
  return best
}

function monthLabel(index: number): string {
  return `${MONTHS[index % 12]} ${Math.floor(index / 12)}`
}

function keySkills(f: ResumeFeatures, required: string[], nice: string[]): string[] {
  const first = [...required, ...nice].filter((s) => f.skills.includes(s))
  return [...new Set([...first, ...f.skills])].slice(0, MAX_SKILLS)
}

function years(n: number): string {
  const v = Math.round(n * 10) / 10
  return `${v} year${v === 1 ? '' : 's'}`
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
