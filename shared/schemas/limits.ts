/**
 * Size limits the server enforces on what clients send, in one place: the request schemas
 * publish them (OpenAPI) and validate with them, the handlers and the web's counters use the
 * same numbers. Lengths are UTF-16 units, as a browser's text field counts them.
 */

/** The product's hard limit on a job description, for the generator and recruiters' jobs alike. */
export const JOB_DESCRIPTION_MAX_CHARS = 20_000

/** A job's title when given apart from its description. */
export const JOB_TITLE_MAX_CHARS = 300

/** The most candidates one ranking lists (the web's choices, an API call's limit, `t10 match --top`, the CSV export). */
export const MATCH_LIMIT_MAX = 100_000

/** Resume text sent inline (the single-document generator, skill extraction). */
export const RESUME_TEXT_MAX_CHARS = 200_000

/** A person's corrections of a resume's reading (PUT .../parsed): the web form's fields use them too. */
export const CORRECTION_LIMITS = Object.freeze({
  /** A name, title, employer, school, date, phone, location... */
  text: 300,
  bullet: 2000,
  bulletsPerRole: 100,
  roles: 60,
  schools: 30,
  skill: 120,
  skills: 400,
  link: 500,
  links: 20,
  summary: 5000,
  entry: 1000,
  entries: 100,
})
