import { degreeWithField } from '../ingest/degree-name.ts'
import type { DegreeLevel } from '../ingest/index.ts'
import type { EducationLevel } from '../jd/index.ts'
import { bandOrder, experienceBand, experienceLevelOf } from './experience-level.ts'
import { monthIndex } from './months.ts'
import { citablePhrase, isFieldOfStudy, ResumeText } from './resume-text.ts'
import { skillKind, skillType } from './skill-relations.ts'
import { COMPONENTS } from './parts/index.ts'
import { FIELD_GATE, gateFactor, MATCH_WEIGHTS } from './weights.ts'
import type { Component, JobFeatures, MatchAnalysis, MatchScore, ResumeFeatures } from './types.ts'

/*
 * The match analysis: prose written from the evidence of a MatchScore (which skills, which years,
 * which degree), so each sentence can be traced to a number and the same inputs give the same
 * text. No randomness, no model: a language model may rephrase it elsewhere, never re-score it.
 *
 * What it says is absent is checked against the resume's whole text first (resume-text.ts): the
 * score reads the skills the parser found and the resume's frequent terms, and a skill written
 * another way ("month end closing"), a credential spelled otherwise ("Serve Safe") or a degree in
 * the field asked that the parser missed ("B.S. Accounting") is named as the resume names it,
 * never called missing. It speaks a recruiter's language: the posting's requirements, years and
 * degrees, not the score's arithmetic.
 */

export interface AnalyzeOptions {
  /** The source file had text a reader cannot see (also read from the features). */
  hiddenText?: boolean
  /** The resume's visible text, against which every claim of absence is checked; without it, the evidence alone. */
  resumeText?: string
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

/**
 * The evidence as the analysis may state it: the score's evidence with every claim of absence
 * checked against the resume's text. A skill the text names another way moves from missing to
 * `namedAs`; a credential found under another spelling or as a closely related credential, a degree
 * in the field asked that the parser did not read, a degree or dates the parser could not place are
 * kept with the words the resume uses. Requirement phrases are cited only as present, when they are a
 * requirement of two words or more the resume has as the posting words them.
 */
interface Stated {
  required: StatedSkills
  nice: StatedSkills
  credentials: {
    found: string[]
    /**
     * Credentials the score counted from their words spread over the text ("teaching … certification
     * info", "DRIVER … licensed") that the text does not name as the credential.
     */
    unconfirmed: string[]
    /** Asked credentials the resume names under another spelling or as a closely related one. */
    namedAs: Array<{ credential: string; written: string; related: string | null }>
    missing: string[]
  }
  phrases: { found: string[] }
  /** The text shows a degree in the field asked (the line), where the parsed fields did not. */
  fieldShown: string | null
  /** The text names a degree the parser did not read (none read, or one of a higher level). */
  degreeShown: { level: DegreeLevel; written: string } | null
  /** The text shows dates the parser could not place in roles. */
  datesShown: string | null
}

interface StatedSkills {
  matched: string[]
  /** Skills the score did not count that the text names, with the resume's words for them. */
  namedAs: Array<{ skill: string; written: string }>
  /** Credentials asked of which the text names a closely related one (ServSafe for ServSafe Manager). */
  close: Array<{ skill: string; related: string; written: string }>
  missing: string[]
  related: Array<{ skill: string; via: string }>
}

/** Every skill asked: the ones the resume names, the close credentials and the missing. */
const askedCount = (s: StatedSkills) => s.matched.length + s.namedAs.length + s.close.length + s.missing.length

function statedEvidence(job: JobFeatures, ev: MatchScore['evidence'], text: ResumeText | null): Stated {
  const skills = (e: MatchScore['evidence']['skills']['required']): StatedSkills => {
    const namedAs: StatedSkills['namedAs'] = []
    const close: StatedSkills['close'] = []
    const missing: string[] = []
    for (const skill of e.missing) {
      const written = text?.skill(skill) ?? null
      const credential = !written && skillType(skill) === 'credential' ? (text?.credential(skill) ?? null) : null
      if (written) namedAs.push({ skill, written })
      else if (credential?.related) close.push({ skill, related: credential.related, written: credential.written })
      else missing.push(skill)
    }
    const named = new Set([...namedAs, ...close].map((n) => n.skill))
    return { matched: e.matched, namedAs, close, missing, related: e.related.filter((r) => !named.has(r.skill)) }
  }
  const namedCredentials: Stated['credentials']['namedAs'] = []
  const missingCredentials: string[] = []
  for (const credential of ev.credentials.missing) {
    const found = text?.credential(credential) ?? null
    if (found) namedCredentials.push({ credential, ...found })
    else missingCredentials.push(credential)
  }
  const found = text ? ev.credentials.found.filter((c) => text.credential(c)?.related === null) : ev.credentials.found
  const ed = ev.education
  const shown = text?.degree() ?? null
  return {
    required: skills(ev.skills.required),
    nice: skills(ev.skills.niceToHave),
    credentials: {
      found,
      unconfirmed: ev.credentials.found.filter((c) => !found.includes(c)),
      namedAs: namedCredentials,
      missing: missingCredentials,
    },
    phrases: {
      found: ev.phrases.found.filter((p) => citablePhrase(p, job) && (text === null || text.hasPhrase(p))),
    },
    fieldShown: text && ed.fieldAsked && ed.fieldMatched === false ? text.degreeIn(ed.fieldAsked) : null,
    degreeShown: shown && (!ed.found || levelOrder(shown.level) > levelOrder(ed.found)) ? shown : null,
    datesShown: text && ev.experience.yearsFound === null ? text.dates() : null,
  }
}

export function analyzeMatch(job: JobFeatures, features: ResumeFeatures, score: MatchScore, options: AnalyzeOptions = {}): MatchAnalysis {
  const hiddenText = Boolean(options.hiddenText || features.hiddenText || score.hiddenText)
  const name = features.name?.trim() || 'The candidate'
  const ev = score.evidence
  const cs = score.categoryScores
  const stated = statedEvidence(job, ev, options.resumeText ? new ResumeText(options.resumeText) : null)
  const required = stated.required
  const nice = stated.nice
  const jobTitle = job.title && job.title !== 'Untitled Position' ? job.title : 'this role'

  const skillsAnalysis = skillsText(required, nice)
  const experienceAnalysis = experienceText(ev.experience, job, stated)
  const educationAnalysis = [educationText(ev.education, job, stated), credentialText(stated.credentials)].filter(Boolean).join(' ')

  const recommendations = probes(job, features, score, stated)
  if (hiddenText) {
    recommendations.unshift(
      'The file contains text a reader cannot see (white, tiny or off-page text). It was left out of this score; ask the candidate for a clean copy and ask why it was there.',
    )
  }

  const has = required.matched.length + required.namedAs.length
  const asked = askedCount(required)
  const requiredShare = asked === 0 ? 1 : has / asked
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
  if (asked > 0) summary += ` Required skills: ${has} of ${asked}.`
  if (ev.experience.yearsFound !== null) {
    const related = ev.experience.relevantYears ?? 0
    summary += ` Experience: ${years(ev.experience.yearsFound)}${related > 0 ? ` (${years(related)} in related roles)` : ', none in related roles'}.`
  }
  // The field gate, when it took part of the score: said in words, not as the score's arithmetic.
  const kept = job.textOccupations.length > 0 ? gateFactor((cs[FIELD_GATE.part] ?? 0) / 100) : 1
  if (kept < 1) summary += ' The work the resume describes reads unlike the work the posting describes, which lowers the match.'
  if (hiddenText) summary += ' Warning: hidden text found in the file and ignored.'

  const reason = capitalise(reasonLine(score, stated, requiredShare))
  let hiring = `${recommendationOf(score.score, requiredShare)}. ${reason}`
  if (hiddenText) hiring += ' Hidden text was found in the file: review it before deciding.'

  return {
    name: features.name?.trim() || 'Unknown',
    // The level from the resume's dates, as the match row and the CSV give it (experience-level.ts).
    experienceLevel: experienceLevelOf(features),
    skills: keySkills(
      features,
      [...required.matched, ...required.namedAs.map((n) => n.skill)],
      [...nice.matched, ...nice.namedAs.map((n) => n.skill)],
    ),
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

/**
 * The hiring recommendation's verdict, without its reason: the analysis opens with it, and the
 * match row (and so the CSV) gives it from the share of required skills the score found.
 */
export function recommendationOf(score: number, requiredShare: number): string {
  if (score >= RECOMMENDATION_THRESHOLDS.interview && requiredShare >= STRONG_REQUIRED_SHARE) return 'Strong match — interview'
  if (score >= RECOMMENDATION_THRESHOLDS.screen) return 'Possible match — phone screen first'
  return 'Not a match for this role'
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

function reasonLine(score: MatchScore, stated: Stated, requiredShare: number): string {
  const ev = score.evidence
  const bits: string[] = []
  const req = stated.required
  const has = req.matched.length + req.namedAs.length
  const total = askedCount(req)
  if (total > 0)
    bits.push(
      `${has} of ${total} required skills${req.missing.length ? ` (missing ${list(req.missing.slice(0, 3))}${req.missing.length > 3 ? ' and more' : ''})` : ''}`,
    )
  const e = ev.experience
  if (e.yearsFound !== null) {
    const related = e.relevantYears ?? 0
    const asked = e.yearsAsked !== null ? ` against ${years(e.yearsAsked)} asked` : ''
    bits.push(related > 0 ? `${years(related)} of related experience${asked}` : `no experience in related roles${asked}`)
  } else {
    bits.push(stated.datesShown ? 'roles whose dates could not be read' : 'no dated experience')
  }
  const { found, fromText, job } = ev.occupation
  const sameAsJob = (o: typeof found) => o !== null && job !== null && o.code.slice(0, 7) === job.code.slice(0, 7)
  if (found && job) bits.push(sameAsJob(found) ? `same occupation (${job.title})` : `titles read as ${found.title}`)
  // The text speaks when the titles do not, or say something else.
  if (fromText && job && !sameAsJob(found) && fromText.code !== found?.code) {
    bits.push(sameAsJob(fromText) ? `the work described is that of ${job.title}` : `the work described reads as ${fromText.title}`)
  }
  const phrases = stated.phrases
  if (phrases.found.length > 0) bits.push(`the resume has ${list(phrases.found.slice(0, 3).map((p) => `"${p}"`))} from the posting`)
  // Phrases the resume lacks are not cited: cut from the posting's lines, most read as fragments ("valid
  // texas teaching", "start date" of 7 read on the dev set, 6 were); the missing skills say what is absent.
  if (requiredShare < STRONG_REQUIRED_SHARE && total > 0 && score.score >= RECOMMENDATION_THRESHOLDS.interview)
    bits.push('but fewer than half the required skills')
  return `${bits.join('; ')}.`
}

function skillsText(required: StatedSkills, nice: StatedSkills): string {
  const has = (s: StatedSkills) => [...s.matched, ...s.namedAs.map((n) => n.skill)]
  const totalRequired = askedCount(required)
  const totalNice = askedCount(nice)
  if (totalRequired + totalNice === 0)
    return 'The job description names no specific skills; the match rests on title, experience and the resume text.'
  const out: string[] = []
  if (totalRequired > 0) {
    const matched = has(required)
    out.push(
      matched.length > 0
        ? `Has ${matched.length} of ${totalRequired} required skills: ${list(matched.slice(0, 8))}${matched.length > 8 ? ', and more' : ''}.`
        : `Has none of the ${totalRequired} required skills.`,
    )
    if (required.missing.length > 0) out.push(`Missing: ${list(required.missing.slice(0, 8))}${required.missing.length > 8 ? ', and more' : ''}.`)
  }
  // Only a skill written another way is worth saying ("Month-end close" as "month end closing").
  const namedAs = [...required.namedAs, ...nice.namedAs].filter((n) => !sameWords(n.written, n.skill))
  if (namedAs.length > 0) out.push(`The resume words ${list(namedAs.slice(0, 4).map((n) => `${n.skill} as "${n.written}"`))}.`)
  for (const c of [...required.close, ...nice.close])
    out.push(`Names ${c.related} ("${c.written}") where the job asks for ${c.skill}: confirm which is held.`)
  const related = [...required.related, ...nice.related]
  if (related.length > 0) out.push(`Related skills named instead: ${list(related.slice(0, 4).map((r) => `${r.via} (for ${r.skill})`))}.`)
  if (totalNice > 0) {
    const matched = has(nice)
    out.push(
      matched.length > 0 ? `Nice to have: ${matched.length} of ${totalNice} (${list(matched.slice(0, 5))}).` : `Nice to have: none of ${totalNice}.`,
    )
  }
  return out.join(' ')
}

function experienceText(e: MatchScore['evidence']['experience'], job: JobFeatures, stated: Stated): string {
  const out: string[] = []
  if (e.yearsFound === null) {
    out.push(
      stated.datesShown
        ? `The resume shows dates ("${stated.datesShown}") that could not be placed in its roles, so experience could not be measured.`
        : 'The resume gives no dated roles and states no years of experience, so experience could not be measured.',
    )
  } else {
    const related = e.relevantYears ?? 0
    if (related > 0) {
      out.push(
        `${capitalise(years(e.yearsFound))} of experience, ${years(related)} in roles related to this job${e.relevantRoles.length ? ` (${list(e.relevantRoles.slice(0, 3))})` : ''}.`,
      )
    } else {
      // A fit of 60% beside "no related years" reads as a contradiction unless the sentence says where it comes from.
      out.push(
        `${capitalise(years(e.yearsFound))} of experience, none of it in roles related to this job: the experience fit rests on the length of the career alone.`,
      )
    }
    if (e.yearsAsked !== null) {
      const effective = related + 0.5 * (e.yearsFound - related)
      if (effective >= e.yearsAsked) {
        // Other work counts for half of related work: said as the years it rests on, not as a sum.
        out.push(
          related >= e.yearsAsked
            ? `Meets the ${years(e.yearsAsked)} asked.`
            : `Meets the ${years(e.yearsAsked)} asked only by counting other work${related > 0 ? `: ${years(related)} in related roles` : ''}.`,
        )
      } else {
        out.push(`Short of the ${years(e.yearsAsked)} asked: ${related > 0 ? years(related) : 'none'} in related roles.`)
      }
    }
  }
  // The level the screen shows (from the dates: experience-level.ts), so the two never disagree.
  const level = e.levelAsked ?? job.experienceLevel
  const band = experienceBand(e.yearsFound)
  if (band) out.push(level ? `Reads as ${band} level; the job is ${level} level.` : `Reads as ${band} level.`)
  else if (level) out.push(`The job is ${level} level.`)
  return out.join(' ')
}

/** The certifications and licences asked: which the resume names, in its words, and which it does not. */
function credentialText(c: Stated['credentials']): string {
  const same = c.namedAs.filter((n) => n.related === null)
  const close = c.namedAs.filter((n) => n.related !== null)
  if (c.found.length + c.unconfirmed.length + c.namedAs.length + c.missing.length === 0) return ''
  const out: string[] = []
  const found = [...c.found, ...same.map((n) => (sameWords(n.written, n.credential) ? n.credential : `${n.credential} (as "${n.written}")`))]
  if (found.length > 0) out.push(`Names ${list(found)}, which the job asks for.`)
  if (c.unconfirmed.length > 0)
    out.push(`No clear mention of ${list(c.unconfirmed)}: confirm whether ${c.unconfirmed.length > 1 ? 'they are' : 'it is'} held.`)
  for (const n of close) out.push(`Names ${n.related} ("${n.written}") where the job asks for ${n.credential}: confirm which is held.`)
  if (c.missing.length > 0) out.push(`No mention of ${list(c.missing)}.`)
  return out.join(' ')
}

const sameWords = (a: string, b: string) => a.toLowerCase().replace(/[^a-z0-9]/g, '') === b.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The degree asked, as the posting asks it: "a bachelor's degree", or "a degree in Culinary" when it names no level. */
function askedDegree(job: JobFeatures, ed: MatchScore['evidence']['education']): string {
  if (job.education.levelAssumed) return `a degree${ed.fieldAsked ? ` in ${ed.fieldAsked}` : ''}`
  return ASKED_NAMES[ed.asked]
}

function educationText(ed: MatchScore['evidence']['education'], job: JobFeatures, stated: Stated): string {
  // The field as read, when it is a field of study: a reading such as "Laude" or "Interests" is left out.
  const field = ed.field && isFieldOfStudy(ed.field) ? ed.field : null
  const found = ed.found ? degreeWithField(ed.degree ?? DEGREE_NAMES[ed.found], field, ' in ') : null
  const orExperience = job.education.orExperience ? ' The job takes equivalent experience instead.' : ''
  const asked = askedDegree(job, ed)
  const assumed = job.education.levelAssumed ? ' without naming its level, read as a bachelor’s' : ''
  const out: string[] = []
  if (ed.asked === 'none') {
    out.push(
      found
        ? `Highest degree: ${found}. The job names no degree requirement.`
        : 'No degree found in the resume; the job names no degree requirement.',
    )
  } else if (!ed.found) {
    const shown = stated.degreeShown
    out.push(
      shown
        ? `The resume names a degree ("${shown.written}"${sameWords(shown.written, DEGREE_NAMES[shown.level]) ? '' : `, ${DEGREE_NAMES[shown.level].toLowerCase()}`}) that could not be read in full; the job asks for ${asked}${assumed}.${orExperience}`
        : `No degree found in the resume; the job asks for ${asked}${assumed}.${orExperience}`,
    )
  } else if (levelOrder(ed.found) >= levelOrder(ed.asked)) {
    out.push(job.education.levelAssumed ? `${found} meets the degree asked.` : `${found} meets the ${asked.replace(/^an? /, '')} asked.`)
  } else if (stated.degreeShown) {
    // The parser read a lower degree than the text names ("Bachelor of Science" on a line of its own).
    const shown = stated.degreeShown
    const meets = levelOrder(shown.level) >= levelOrder(ed.asked)
    out.push(
      `Degree read: ${found}; the resume also names "${shown.written}" (${DEGREE_NAMES[shown.level].toLowerCase()}), which ${
        meets ? 'meets' : 'is below'
      } the ${job.education.levelAssumed ? 'degree' : asked.replace(/^an? /, '')} asked.${meets ? '' : orExperience}`,
    )
  } else {
    out.push(
      job.education.levelAssumed
        ? `Highest degree found: ${found}; the job asks for ${asked}${assumed}.${orExperience}`
        : `Highest degree found: ${found}, below the ${asked.replace(/^an? /, '')} asked.${orExperience}`,
    )
  }
  if (ed.fieldAsked && ed.fieldMatched !== null) {
    if (ed.fieldMatched) out.push(`Field matches the one asked (${ed.fieldAsked}).`)
    else if (stated.fieldShown) out.push(`Field matches the one asked (${ed.fieldAsked}): "${stated.fieldShown}".`)
    else out.push(`Field asked: ${ed.fieldAsked}; no degree in it was found.`)
  }
  return out.join(' ')
}

const LEVEL_ORDER: Record<string, number> = { none: 0, high_school: 1, certificate: 1, associate: 2, bachelor: 3, master: 4, doctorate: 5 }
const levelOrder = (level: string) => LEVEL_ORDER[level] ?? 0

/** What to ask in an interview: missing required skills, short experience, tenure, gaps, education. */
function probes(job: JobFeatures, f: ResumeFeatures, score: MatchScore, stated: Stated): string[] {
  const ev = score.evidence
  const out: string[] = []
  // Named tools and trades first: a missing "QuickBooks" says more than a missing "Communication".
  const missing = [...stated.required.missing].sort((a, b) => Number(skillKind(a) === 'professional') - Number(skillKind(b) === 'professional'))
  if (missing.length > 0) {
    out.push(
      `Ask about ${list(missing.slice(0, MAX_LISTED))}${missing.length > MAX_LISTED ? ` (and ${missing.length - MAX_LISTED} more)` : ''}: required by the job, not named in the resume.`,
    )
  }
  for (const c of stated.required.close)
    out.push(`Confirm which credential is held: the resume names ${c.related} ("${c.written}"), the job asks for ${c.skill}.`)
  for (const r of stated.required.related.slice(0, 2)) out.push(`Check how far experience with ${r.via} carries over to ${r.skill}.`)

  const e = ev.experience
  if (e.yearsFound === null) {
    out.push(
      stated.datesShown
        ? 'Ask for the dates of each role: they could not be read from the file.'
        : 'Ask for the dates of each role: the resume gives none.',
    )
  } else {
    const related = e.relevantYears ?? 0
    if (e.yearsAsked !== null && related + 0.5 * (e.yearsFound - related) < e.yearsAsked) {
      out.push(
        `Confirm depth of experience: ${related > 0 ? `${years(related)} of related experience` : 'no experience in related roles'} found against ${years(e.yearsAsked)} asked.`,
      )
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
  const shownMeets = stated.degreeShown !== null && levelOrder(stated.degreeShown.level) >= levelOrder(ed.asked)
  if (ed.asked !== 'none' && (!ed.found || levelOrder(ed.found) < levelOrder(ed.asked))) {
    const asked = `${askedDegree(job, ed)}${job.education.orExperience ? ' or equivalent experience' : ''}`
    out.push(
      ed.found && !stated.degreeShown
        ? `Verify education: highest degree found is ${ed.degree ? `"${ed.degree}"` : DEGREE_NAMES[ed.found].toLowerCase()}; the job asks for ${asked}.`
        : stated.degreeShown
          ? `Verify education: the resume names "${stated.degreeShown.written}"${shownMeets ? '' : ` (${DEGREE_NAMES[stated.degreeShown.level].toLowerCase()})`}; the job asks for ${asked}.`
          : `Verify education: no degree found; the job asks for ${asked}.`,
    )
  }
  const band = experienceBand(score.evidence.experience.yearsFound)
  if (job.experienceLevel && band && bandOrder(band) < bandOrder(job.experienceLevel)) {
    out.push(`Probe readiness for a ${job.experienceLevel}-level role: the resume reads as ${band} level.`)
  }
  if (out.length === 0) {
    const strong = stated.required.matched.slice(0, 3)
    out.push(
      strong.length
        ? `Confirm depth in ${list(strong)} with concrete examples from recent roles.`
        : 'Confirm the most recent role’s scope and results with concrete examples.',
    )
  }
  return out
}

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
