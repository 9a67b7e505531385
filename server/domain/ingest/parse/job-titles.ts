import { prepared } from '../../knowledge/prepared-data.ts'
import { loadKnowledge } from '../../knowledge/index.ts'

/*
 * Words that make a phrase a job title ("Senior Staff Accountant", "DevOps Engineer"): the head
 * nouns of the knowledge base's role titles and their variants (the word before "of", else the
 * last word: "Director of Nursing" -> director, "Staff Accountant" -> accountant), plus the
 * abbreviations resumes write for them. Used to tell a title from a company in an experience
 * header, and to keep a title at the top of a resume from being read as the person's name.
 */

// Written short on resumes; the base's titles spell them out.
const ABBREVIATIONS = ['admin', 'ceo', 'cfo', 'cio', 'coo', 'cto', 'vp', 'rep', 'tech', 'intern', 'trainee', 'apprentice', 'volunteer', 'student']
// Level and filler words that end some titles ("Accountant II", "Manager, Operations", "Notary Public")
// but name no job; "public" is also the last word of a name ("Jane Q. Public").
const NOT_HEADS = new Set(['ii', 'iii', 'iv', 'level', 'senior', 'junior', 'and', 'the', 'operations', 'services', 'support', 'sales', 'public'])

let titleWords: ReadonlySet<string> | undefined

function jobTitleWords(): ReadonlySet<string> {
  titleWords ??= new Set(
    prepared('title-head-words', () => {
      const heads = new Set<string>(ABBREVIATIONS)
      for (const role of loadKnowledge().roles) {
        for (const title of [role.name, ...role.variants, ...role.sharedVariants]) {
          const before = /^(.*?)\s+(?:of|for|to)\s+/i.exec(title)
          const words = (before ? before[1]! : title)
            .toLowerCase()
            .split(/[^a-z]+/)
            .filter(Boolean)
          const head = words[words.length - 1]
          if (head && head.length >= 3 && !NOT_HEADS.has(head)) heads.add(head)
        }
      }
      return { words: [...heads].sort() }
    }).words as string[],
  )
  return titleWords
}

/** Number of words of the phrase that are job-title words ("Senior Staff Accountant" -> 1). */
export function titleWordCount(phrase: string): number {
  let n = 0
  for (const w of phrase.toLowerCase().split(/[^a-z]+/)) if (jobTitleWords().has(w) || jobTitleWords().has(w.replace(/s$/, ''))) n++
  return n
}

/** Whether one word, exactly as written (singular or plural), is a job-title word. */
export function isTitleWord(word: string): boolean {
  return jobTitleWords().has(word.toLowerCase())
}
