/*
 * Words that make a phrase a job title ("Senior Staff Accountant", "DevOps Engineer"). Seeded from
 * the head nouns of O*NET's reported job titles (the most frequent ~300), plus common resume
 * abbreviations. Used to tell a title from a company in an experience header, and to keep a title
 * at the top of a resume from being read as the person's name.
 */
const TITLE_WORDS = `
accountant actuary adjuster administrator admin advisor adviser advocate agent aide analyst anchor
apprentice appraiser architect archivist artist assembler assessor assistant associate attendant
attorney auditor author baker banker barista bartender biologist bookkeeper broker builder buyer
captain caregiver carpenter cashier ceo cfo chair chairman chef chemist chief cio clerk clinician
coach collector consultant contractor controller coo cook coordinator copywriter correspondent
counsel counselor counsellor courier cto curator custodian dealer dean dentist deputy designer
detective developer dietitian director dispatcher doctor drafter driver economist editor educator
electrician embalmer engineer entrepreneur estimator examiner executive faculty farmer fellow
firefighter foreman founder generalist geologist greeter guard guide handler head helper hostess
housekeeper hygienist inspector installer instructor intern interpreter interviewer investigator
janitor journalist judge laborer lawyer lead leader lecturer librarian lifeguard lineman machinist
maintainer manager marketer mason mechanic mediator member merchandiser midwife miner model monitor
mover nanny navigator negotiator nurse nutritionist officer official operator optician organizer
owner packer painter paralegal paramedic partner pathologist pharmacist photographer physician
physicist physiotherapist pilot planner plumber policeman porter practitioner preparer president
principal processor producer professional professor programmer promoter proofreader psychologist
publicist purchaser receptionist recruiter registrar representative rep researcher reporter
scheduler scientist secretary server sergeant servicer sheriff signer singer sonographer specialist
statistician steward strategist student stylist superintendent supervisor surgeon surveyor tailor
teacher technician technologist tech teller tester therapist trader trainee trainer translator
treasurer tutor underwriter usher valet vp volunteer waiter waitress warden welder worker writer
`
const JOB_TITLE_WORDS: ReadonlySet<string> = new Set(TITLE_WORDS.split(/\s+/).filter(Boolean))

/** Number of words of the phrase that are job-title words ("Senior Staff Accountant" -> 1). */
export function titleWordCount(phrase: string): number {
  let n = 0
  for (const w of phrase.toLowerCase().split(/[^a-z]+/)) if (JOB_TITLE_WORDS.has(w) || JOB_TITLE_WORDS.has(w.replace(/s$/, ''))) n++
  return n
}

/** Whether one word, exactly as written (singular or plural), is a job-title word. */
export function isTitleWord(word: string): boolean {
  return JOB_TITLE_WORDS.has(word.toLowerCase())
}
