import type { ResumeFeatures } from '../../server/domain/match/index.ts'

/*
 * Pools larger than the dev set, made from its resumes' features: each copy keeps the base
 * resume's shape but gets other years (× 0.6-1.4), some of its skills swapped for others of the
 * set, its term counts scaled and a tenth of its terms replaced by made-up ones (so the
 * vocabulary grows with the pool as a real one would). Seeded, so every run builds the same pool.
 */

/** A seeded PRNG (mulberry32): numbers in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A variant of `base` (see above); `allSkills` is where swapped-in skills come from. */
export function vary(base: ResumeFeatures, allSkills: string[], random: () => number): ResumeFeatures {
  const f = structuredClone(base)
  const scale = 0.6 + 0.8 * random()
  f.totalYears = Math.round(f.totalYears * scale * 10) / 10
  for (const role of f.roles) role.months = Math.round(role.months * scale)
  // Swap a fifth of the skills for others (same positions: role skill indexes stay valid).
  f.skills = f.skills.map((s) => (random() < 0.2 ? allSkills[Math.floor(random() * allSkills.length)]! : s))
  f.skills = [...new Set(f.skills)]
  for (const role of f.roles) role.skills = role.skills.filter((i) => i < f.skills.length)
  const terms = f.terms.terms.split(' ')
  f.terms = {
    length: Math.max(1, Math.round(f.terms.length * (0.8 + 0.4 * random()))),
    terms: terms.map((t) => (random() < 0.1 ? `x${Math.floor(random() * 200_000)}` : t)).join(' '),
    counts: f.terms.counts.map((c) => Math.max(1, Math.round(c * (0.5 + random())))),
  }
  return f
}
