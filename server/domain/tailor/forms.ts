import { endSentence, looseKey } from './text.ts'

/*
 * The letter's sentence forms, by slot, and the choice among them.
 *
 * A form is a template whose slots are facts ({co} the employer, {title} the role's title, {p}
 * what "I" did, in the candidate's words, {cert} a credential as the resume writes it, ...). A
 * form is usable only when every slot it names has a value, so what the facts are (a number, a
 * tool, a team led, a credential) decides which forms can speak for them; among the usable ones
 * the choice is deterministic, from a seed of the candidate's own facts, so the same input gives
 * the same letter and two candidates' letters do not share their frame.
 *
 * The rule that keeps frames from being recognised across letters: between two slots of words
 * (not years, which a reader sees as the same frame), a form has at most four fixed words in a
 * row (checked by tests/server/domain/tailor/letter-forms.test.ts). Every run of five words in a
 * letter then holds at least one fact of the candidate's. Each slot has at least six forms.
 */

/** Slots that hold a year or a count: they vary, but a frame around them reads as the same frame. */
export const NUMBER_SLOTS = new Set(['start', 'end', 'years', 'year', 'span', 'since', 'joined'])

export type Slots = Record<string, string | null | undefined>

export const FORMS = {
  /** The application: stock, and said once. */
  apply: [
    'I am writing to apply for {role}{at}',
    'I would like to apply for {role}{at}',
    'Please accept my application for {role}{at}',
    'I am applying for {role}{at}',
    'This letter is my application for {role}{at}',
    'I am pleased to apply for {role}{at}',
  ],
  applyFormal: [
    'I wish to submit my application for {role}{at}',
    'Please accept my application for {role}{at}',
    'I write to apply for {role}{at}',
    'I respectfully submit my application for {role}{at}',
    'This letter is my application for {role}{at}',
    'I would like to be considered for {role}{at}',
  ],
  /** Who the candidate is, from the latest role by its dates. */
  identityCurrent: [
    'I have worked as {title} at {co} since {start}',
    'My current role is {title} at {co}, held since {start}',
    'I became {aTitle} at {co} in {start}',
    'I have been {aTitle} at {co} since {start}',
    'My work as {title} at {co} began in {start}',
    'I joined {co} in {joined} as {firstTitle} and rose to {title}',
    'After {years} years as {prevTitles}, I moved to {co} in {start} as {title}',
    'Today I am {aTitle} at {co}',
    'I have worked as {title} since {start}',
    'My years as {title} began in {start}',
  ],
  identityPast: [
    'I worked as {title} at {co} until {end}',
    'I was {aTitle} at {co} until {end}',
    'My {latest} role was {title} at {co}, from {start} to {end}',
    'I was {aTitle} at {co} from {start} to {end}',
    'From {start} to {end}, {co} employed me as {title}',
    '{co} employed me as {title} until {end}',
    'I worked as {title} from {start} to {end}',
    'I worked as {title} until {end}',
  ],
  /** The titles before the latest ({co} and {justPrev} only when that role came right before it). */
  previous: [
    'Before {co}, I was {aPrevTitle} at {prevCo}',
    'Earlier roles: {prevRoles}',
    'My first role was {firstTitle} at {firstCo}',
    'Earlier, I worked as {prevTitle} at {prevCo}',
    'My previous role was {justPrev} at {prevCo}',
    'Prior to {co}, I held the {prevTitle} role at {prevCo}',
    'My previous role was {justPrev}',
    'Earlier titles: {prevTitleList}',
  ],
  /** Evidence with a number in it. */
  number: [
    'At {co}, I {p}',
    'As {soleTitle}, I {p}',
    'At {co}, for example, I {p}',
    'In my time at {pastCo}, I {p}',
    'As {title} at {co}, I {p}',
    'At {co} ({span}), I {p}',
    'In {span}, I {p}',
  ],
  /** Evidence of leading people. */
  team: [
    'As {title} at {co}, I {p}',
    'As a leader at {co}, I {p}',
    'People leadership at {co}: I {p}',
    'In my time as {pastTitle}, I {p}',
    'At {co}, I {p}',
    'As {soleTitle}, I {p}',
    '{current}, I {p}',
    'In {span}, I {p}',
  ],
  /** Evidence naming a tool the posting asks for. */
  tool: [
    'On the {tool} side, I {p}',
    'As for {tool}: at {co}, I {p}',
    '{co} is where I put {tool} to work: I {p}',
    'Hands-on {tool} work at {co}: I {p}',
    'With {tool} at {co}, I {p}',
    'At {co}, I {p}',
    'In {span}, I {p}',
  ],
  /** Evidence of a requirement of the posting (or of a credential it asks for). */
  requirement: [
    'The posting asks for {term}; at {co}, I {p}',
    'On {term}: at {co}, I {p}',
    'For {term}, my example is from {co}, where I {p}',
    'You ask for {term}: as {soleTitle}, I {p}',
    'As {title} at {co}, I {p}',
    'In my role as {soleTitle}, I {p}',
    'On {term}: {current}, I {p}',
    'In {span}, I {p}',
  ],
  /** Other evidence. */
  plain: [
    'At {co}, I {p}',
    'As {soleTitle}, I {p}',
    'In my role as {soleTitle}, I {p}',
    'While at {co}, I {p}',
    'During my time at {pastCo}, I {p}',
    'As {title} at {co}, I {p}',
    '{current}, I {p}',
    'In {span}, I {p}',
    'Serving as {aSoleTitle}, I {p}',
    'In my work as {soleTitle}, I {p}',
    'In the {soleTitle} role, I {p}',
    'Working as {soleTitle}, I {p}',
    'During {span}, I {p}',
    'Back in {span}, I {p}',
  ],
  /** A second piece from the role the sentence before named. */
  sameRole: [
    'I also {p}',
    'There, I also {p}',
    'Alongside that, I {p}',
    'Beyond that, I {p}',
    'Besides that, I {p}',
    'Further, I {p}',
    'In addition, I {p}',
    'Added to that, I {p}',
  ],
  /** Bullets kept in the candidate's own words: a short list of highlights. */
  highlights: [
    'Highlights from {co}: {items}',
    'From my work at {co}: {items}',
    'Some highlights of {co}: {items}',
    'From {co}, in brief: {items}',
    'From my record at {co}: {items}',
    'From {co}, a few highlights: {items}',
    'Highlights as {soleTitle}: {items}',
    'Highlights since {since}: {items}',
    'Highlights, {span}: {items}',
  ],
  /** A credential the posting asks for, named as a document ("the ServSafe Manager Certification"). */
  /** Other credentials the resume lists (a thin letter's last facts). */
  credentialOther: [
    'I also hold the {cert}',
    'My credentials include the {cert}',
    'I earned the {cert} in {year}',
    'I have held the {cert} since {year}',
    'Another credential: the {cert}',
    'I am also certified: {certName}',
  ],
  credentialHeld: [
    'I hold the {cert}',
    'I have held the {cert} since {year}',
    'I earned the {cert} in {year}',
    'You ask for {credential}, and I hold the {cert}',
    'On {credential}: I hold the {cert}',
    'My {cert} covers the {credential} requirement',
  ],
  /** A credential that names the person ("a Certified Public Accountant"). */
  credentialIs: [
    'I am {aCert}',
    'I became {aCert} in {year}',
    'You ask for {credential}, and I am {aCert}',
    'On {credential}: I am {aCert}',
    'I have been {aCert} since {year}',
    'As for {credential}, I am {aCert}',
  ],
  education: [
    'I earned {aDegree}{inField} at {inst}',
    'My {degree}{inField} is from {inst}',
    'I hold {aDegree}{inField} from {inst}',
    '{inst} awarded me {aDegree}{inField}',
    'I graduated from {inst} with {aDegree}{inField}',
    'I studied at {inst}, earning {aDegree}{inField}',
  ],
  /** Skills of the posting the resume lists but no sentence above showed. */
  listed: [
    'My resume also lists {terms}',
    'Also on my resume: {terms}',
    'My skills list adds {terms}',
    'Among my other skills: {terms}',
    'The skills section adds {terms}',
    'Other skills I bring: {terms}',
  ],
  /**
   * What the candidate would bring: the posting's top requirements the letter's evidence showed,
   * and the role that showed them (a thin letter's closing facts, never a claim the resume lacks).
   */
  bring: [
    'To {company}, I would bring {reqs} from my work as {title}',
    'What I offer {company} is {reqs}, as my {title} work shows',
    'My work as {title} prepared me for {reqs} at {company}',
    '{company} would gain {reqs} from my years as {title}',
    'For {company}, I can offer {reqs}, as my {title} record shows',
    'I would put {reqs} from my {title} work to use at {company}',
  ],
  /** "Open with X": the work that shows it. */
  leadWork: [
    'My work at {co} includes {lead}',
    '{lead} is part of my {co} work',
    'At {co}, my work includes {lead}',
    'What I do at {co} involves {lead}',
    'My role at {co} draws on {lead}',
    '{lead} runs through my {co} work',
  ],
  leadSkill: [
    'My skills include {lead}',
    'Among my skills: {lead}',
    'I list {lead} among my skills',
    'My resume lists {lead}',
    'My skills cover {lead}',
    'Skills I bring: {lead}',
  ],
  /** The request to talk: stock. */
  closing: [
    'I would welcome the chance to talk about how I could help {company}',
    'I look forward to discussing how my experience could help {company}',
    'I would be glad to talk about what I could bring to {company}',
    'I would welcome a conversation about the role and how I could help {company}',
    'I would be happy to discuss how my work could serve {company}',
    'I look forward to hearing from you about the role at {company}',
  ],
  closingFormal: [
    'I would appreciate the opportunity to discuss how my background could serve {company}',
    'It would be a privilege to discuss how my background could serve {company}',
    'I would welcome the opportunity to discuss my application with {company}',
    'I would appreciate the chance to discuss the position with you',
    'I look forward to the opportunity to discuss my qualifications with {company}',
    'I would be glad to provide any further information {company} may need',
  ],
  thanks: [
    'Thank you for your time and consideration',
    'Thank you for reading my application',
    'Thank you for considering my application',
    'Thank you for your consideration',
    'Thank you for your time',
    'Thank you for taking the time to read this letter',
  ],
} as const satisfies Record<string, readonly string[]>

export type Slot = keyof typeof FORMS

const SLOT = /\{(\w+)\}/g

/** The form filled, or null when a slot it names has no value. */
export function fill(form: string, slots: Slots): string | null {
  let missing = false
  const text = form.replace(SLOT, (_, name: string) => {
    const value = slots[name]
    if (value === null || value === undefined || (value === '' && !/^(?:at|inField)$/.test(name))) missing = true
    return value ?? ''
  })
  if (missing) return null
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** FNV-1a of a string: the seed of one letter's choices. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

/**
 * Chooses each sentence's form: from a place in the slot's list the seed gives, the first usable
 * form not used before whose first two words open no earlier sentence (a letter whose sentences
 * all open "At ..." reads as a pattern).
 */
export class FormChooser {
  readonly #seed: number
  readonly #openings = new Set<string>()
  readonly #used = new Set<string>()

  constructor(seed: number) {
    this.#seed = seed
  }

  static opening(sentence: string): string {
    return looseKey(sentence).split(' ').slice(0, 2).join(' ')
  }

  /** Marks a sentence's opening as taken (one written outside the forms). */
  take(sentence: string): void {
    this.#openings.add(FormChooser.opening(sentence))
  }

  choose(slot: Slot, slots: Slots, offset = 0): string | null {
    const forms: readonly string[] = FORMS[slot]
    const start = (hash(`${this.#seed}:${slot}`) + offset) % forms.length
    for (let k = 0; k < forms.length; k++) {
      const form = forms[(start + k) % forms.length]!
      if (this.#used.has(form)) continue
      const sentence = fill(form, slots)
      if (!sentence) continue
      const opening = FormChooser.opening(sentence)
      if (this.#openings.has(opening)) continue
      this.#used.add(form)
      this.#openings.add(opening)
      return endSentence(sentence)
    }
    return null
  }
}

const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX'.split(''))

/** "a Store Manager", "an Executive Chef", "an HR Generalist", "a Certified Public Accountant (CPA)". */
export function withArticle(phrase: string): string {
  const first = /^\S+/.exec(phrase)?.[0] ?? ''
  const letters = first.replace(/[^\p{L}]/gu, '')
  let an: boolean
  // Read letter by letter: "an HR Generalist", "an M.Ed.", "a B.S.", "an RN".
  const spelled = (letters.length > 1 && letters === letters.toUpperCase()) || /^\p{Lu}\./u.test(first) || /^\p{Lu}{2}/u.test(first)
  if (spelled) an = VOWEL_SOUND_LETTERS.has(letters[0]!)
  else an = /^[aeiou]/i.test(letters) && !/^(?:uni|use|usu|eu|one|once)/i.test(letters)
  if (/^(?:hour|honou?r|heir)/i.test(letters)) an = true
  return `${an ? 'an' : 'a'} ${phrase}`
}
