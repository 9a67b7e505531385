/**
 * When an analysis gives no skills list, skills are inferred from phrases of the
 * skills analysis plus a fixed list of known technologies; phrases of 50 characters or more are
 * ignored (those are sentences, not skills).
 */
export const MAX_SKILL_PHRASE_CHARS = 50

const KNOWN_TECHNOLOGIES = [
  // languages
  'JavaScript',
  'TypeScript',
  'Python',
  'Java',
  'C#',
  'C++',
  'Go',
  'Rust',
  'Ruby',
  'PHP',
  'Kotlin',
  'Swift',
  'Scala',
  'SQL',
  // frameworks
  'React',
  'Angular',
  'Vue',
  'Node.js',
  'Express',
  'Django',
  'Flask',
  'Spring',
  '.NET',
  'Rails',
  'Next.js',
  // cloud and operations
  'AWS',
  'Azure',
  'GCP',
  'Docker',
  'Kubernetes',
  'Terraform',
  'Jenkins',
  'Linux',
  // databases
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'Oracle',
  'Elasticsearch',
  // practices
  'CI/CD',
  'Agile',
  'Scrum',
  'DevOps',
  'Microservices',
  'REST',
  'GraphQL',
  'Machine Learning',
  'TDD',
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// Word edges that also hold for names ending or starting in a symbol (C#, C++, .NET).
const mentions = (text: string, name: string) => new RegExp(`(^|[^\\w.#+])${escapeRegExp(name)}(?![\\w#+])`, 'i').test(text)

/** The items of "label: a, b and c" lists (a sentence ends at a full stop followed by a space). */
function listedPhrases(text: string): string[] {
  const phrases: string[] = []
  for (const sentence of text.split(/\.\s+|\.$/)) {
    const colon = sentence.indexOf(':')
    if (colon < 0) continue
    for (const item of sentence.slice(colon + 1).split(/[,;()]|\band\b|\bor\b/)) {
      const phrase = item
        .replace(/^\s*for\s+/i, '')
        .replace(/\s+/g, ' ')
        .trim()
      // Counts ("2 of 5") and tails ("and more") are not skills.
      if (phrase && phrase.length < MAX_SKILL_PHRASE_CHARS && !/^\d/.test(phrase) && !/^more$/i.test(phrase)) phrases.push(phrase)
    }
  }
  return phrases
}

export function inferSkills(skillsAnalysis: string): string[] {
  const found = new Map<string, string>()
  for (const phrase of listedPhrases(skillsAnalysis)) found.set(phrase.toLowerCase(), phrase)
  for (const name of KNOWN_TECHNOLOGIES) if (mentions(skillsAnalysis, name)) found.set(name.toLowerCase(), name)
  return [...found.values()]
}

/** The skills a candidate card shows: the analysis's list, else the match's, else inferred from the analysis. */
export function candidateSkills(matchSkills: readonly string[], analysis: { skills: string[]; skills_match: { analysis: string } } | null): string[] {
  if (analysis && analysis.skills.length > 0) return analysis.skills
  if (matchSkills.length > 0) return [...matchSkills]
  return analysis ? inferSkills(analysis.skills_match.analysis) : []
}
