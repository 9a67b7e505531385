/** Counts written as words, as postings and resumes write years ("five years", "over fifteen years"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
}

/** "5" or "five" as a number; NaN for anything else. */
export const countFromText = (text: string): number => NUMBER_WORDS[text.toLowerCase()] ?? Number(text)
