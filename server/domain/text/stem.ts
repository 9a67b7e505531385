import { stemmer } from 'stemmer'

/*
 * The platform's one stemmer: Porter's ("accounting", "accountant", "accounts" -> "account";
 * "mentoring", "mentored" -> "mentor"), applied the same way to postings and resumes. Tokens with
 * anything but letters ("c++", "k8s", "3d") are names, left as written. Stems are cached: a few
 * thousand distinct words make up almost all of what the platform reads.
 */

const cache = new Map<string, string>()
// Past this many distinct words something unusual is being read: start the cache over.
const MAX_CACHED = 200_000

export function stem(word: string): string {
  let s = cache.get(word)
  if (s === undefined) {
    s = /[^a-z]/.test(word) ? word : stemmer(word)
    if (cache.size >= MAX_CACHED) cache.clear()
    cache.set(word, s)
  }
  return s
}
