/*
 * The platform's one text toolkit: how ranking, the ATS score, job parsing and tailoring read
 * words. Folding (case, accents), tokens (C++ and C# kept), one stemmer (Porter), stop words and
 * aliases (data/*.json), the one forgiving keyword match (KeywordIndex), and the reader of the word lists other modules keep as data.
 */
export { foldText } from './fold.ts'
export { forEachWord, wordTokens } from './tokens.ts'
export { stem } from './stem.ts'
export { STOP_WORDS, POSTING_STOP_WORDS, isStopWord, isPostingStopWord } from './stop-words.ts'
export { stemmedTokens, isTermWord, forEachTerm, phraseTerms } from './terms.ts'
export { aliasGroup, spellingsOf } from './aliases.ts'
export { KeywordIndex, keywordKey, type KeywordHit } from './keyword-index.ts'
export { readPhraseLists, anyOf } from './phrase-lists.ts'
export { NUMBER_WORDS, countFromText } from './number-words.ts'
