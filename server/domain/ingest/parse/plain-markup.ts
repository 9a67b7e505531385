import { matchHeading } from './sections.ts'

/*
 * Resumes typed as plain text carry Markdown-like markup: "## Experience", "**Acme Corp**",
 * "---" rules, "Experience" underlined with "=====", numbered lists and "- " list items. The parser reads each line
 * through `plainLine` so the markup does not hide a heading, a company or a list item. Lines are
 * never added or removed (section line numbers point into resume_text), only rewritten.
 */

const HEADING_MARK = /^#{1,6}\s+(.*?)(?:\s+#+)?$/
const RULE = /^(?:[-=_*~]\s*){3,}$/
const STRONG = /(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g
// *emphasis* and _emphasis_, but not "C*", "snake_case" or a "* " list marker.
const EMPHASIS = /(?<![\w*])([*_])(?=[^\s*_])([^*_]+?)(?<=[^\s*_])\1(?![\w*])/g
const INLINE_CODE = /`([^`]+)`/g
// "1. ", "2) ", "(3) " before text; a year ("2019. ") is never one.
const NUMBER_MARK = /^\(?\d{1,2}[.)]\s+(?=\S)/
// "- Led the close", "* Built", "+ Ran": a list item typed with a hyphen, asterisk or plus. Text of
// two words or more must follow, so a lone "- Present" of a range split over lines stays as it is.
const LIST_MARK = /^\s*[-*+]\s+(?=[\p{L}\p{N}(]\S*\s+\S)/u

export function plainLine(line: string): string {
  let text = line
  const heading = HEADING_MARK.exec(text)
  if (heading) text = heading[1]!
  if (RULE.test(text.trim())) return ''
  text = text.replace(STRONG, '$2').replace(EMPHASIS, '$2').replace(INLINE_CODE, '$1')
  const listed = LIST_MARK.exec(text)
  if (listed) return `• ${text.slice(listed[0].length)}`
  const number = NUMBER_MARK.exec(text)
  if (number) {
    const rest = text.slice(number[0].length)
    // A numbered heading ("1. Experience") stays a heading; any other numbered line is a list item.
    text = matchHeading(rest, true) ? rest : `• ${rest}`
  }
  return text
}
