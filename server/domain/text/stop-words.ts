import { readFileSync } from 'node:fs'

/*
 * Two stop lists (data/*.json): English function words, left out of text relevance; and the
 * words of job postings that say nothing about the job (function words, hiring boilerplate,
 * equal-opportunity language), never a keyword of a posting.
 */

function wordList(file: string): ReadonlySet<string> {
  const data = JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')) as { words: string[] }
  return new Set(data.words)
}

export const STOP_WORDS: ReadonlySet<string> = wordList('stop-words.json')
export const POSTING_STOP_WORDS: ReadonlySet<string> = wordList('posting-stop-words.json')

export const isStopWord = (word: string) => STOP_WORDS.has(word)
export const isPostingStopWord = (word: string) => POSTING_STOP_WORDS.has(word)
