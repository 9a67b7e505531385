/*
 * What Tesseract makes of a resume's typography: a bullet mark read as a letter or a sign ("e",
 * "«", "¢", "°" before a capital), a date range's dash as a tilde, a month's "c" as an "e", an
 * e-mail address split at a dot. The marks become "•", which the parser reads as a bullet, the
 * dashes "–", the months and addresses themselves; everything else is left to the parser as any
 * extracted text is.
 */

// A token of one or two such characters at the start of a line, before a word that starts with a
// capital or a digit: no English sentence opens that way, every bulleted line read by Tesseract does.
const MISREAD_BULLET = /^[ \t]*[eoc*¢«»°©®·•■▪●◦+-]{1,2}[ \t]+(?=[\p{Lu}\d$])/gmu

// A date range's dash read as a tilde or a run of dashes: "May 2015 ~ Sep 2019", "Mar 2011 ~- Apr 2015".
const MISREAD_RANGE_DASH =
  /\b((?:19|20)\d{2}(?:-\d{2})?)[ \t]*(?:~-?|-~|[~—–-]{2,3}|[—–-])[ \t]*(?=(?:\p{L}{3,9}\.?[ \t]+|\d{1,2}\/)?(?:(?:19|20)\d{2}\b|present\b|current\b|now\b|till now\b|today\b))/giu
// A date range whose dash was not read at all: "09/2016 06/2018", "04/2020 Present".
const LOST_RANGE_DASH = /\b((?:\d{1,2}\/)?(?:19|20)\d{2})[ \t]+(?=(?:\d{1,2}\/)?(?:19|20)\d{2}\b|(?:present|current|now|today)\b)/giu
// A month's name misread before its year: "Dee 2007", "0ct 2019".
const MISREAD_MONTHS: Array<[RegExp, string]> = [
  [/\bDee(?=\.?[ \t]+(?:19|20)\d{2}\b)/g, 'Dec'],
  [/\b0ct(?=\.?[ \t]+(?:19|20)\d{2}\b)/g, 'Oct'],
]

// An e-mail address broken by the recogniser: a space after one of its dots ("sven. lindqvist@..."),
// or the dot before its domain's ending lost ("...@example com").
const EMAIL_SPLIT_AT_DOT = /\b([\w+-]+)\.[ \t]+(?=[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b)/g
const EMAIL_LOST_DOT = /(@[\w-]+)[ \t]+(com|org|net|edu|gov|io|co|us|uk|ca)\b/g

export function cleanOcrText(text: string): string {
  let cleaned = text
    .replace(MISREAD_BULLET, '• ')
    .replace(MISREAD_RANGE_DASH, '$1 – ')
    .replace(LOST_RANGE_DASH, '$1 – ')
    .replace(EMAIL_SPLIT_AT_DOT, '$1.')
    .replace(EMAIL_LOST_DOT, '$1.$2')
  for (const [misread, month] of MISREAD_MONTHS) cleaned = cleaned.replace(misread, month)
  return cleaned
}
