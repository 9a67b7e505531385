/**
 * A degree as a person writes it with its field: "Bachelor of Science, Nursing" in a resume's
 * education line, "Bachelor of Science in Nursing" in a sentence (`joiner`). A degree whose name
 * already ends with its field ("Master of Arts in Teaching" read with the field "Teaching") is
 * not followed by the field again. Either part alone is itself; neither is ''.
 */
export function degreeWithField(degree: string | null | undefined, field: string | null | undefined, joiner = ', '): string {
  const name = degree?.trim() ?? ''
  const subject = field?.trim() ?? ''
  if (!name || !subject) return name || subject
  return name.toLowerCase().endsWith(` ${subject.toLowerCase()}`) ? name : `${name}${joiner}${subject}`
}
