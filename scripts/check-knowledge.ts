import { checkKnowledge, describeProblem } from '../server/domain/knowledge/index.ts'

/*
 * npm run knowledge:check: every problem of the knowledge base with its file and entry, then the
 * counts per field. Exits 1 when there is a problem.
 */

const { base, problems } = checkKnowledge()
for (const problem of problems) console.log(describeProblem(problem))
const rows = base.fields.map((field, i) => ({
  field: field.id,
  roles: base.roles.filter((r) => r.field === i).length,
  skills: base.skills.filter((s) => s.field === i).length,
  families: base.families.filter((f) => f.field === i).length,
}))
console.table(rows)
const forms = base.skills.reduce((n, s) => n + s.forms.length, 0)
console.log(
  `${base.roles.length} roles, ${base.skills.length} skills (${forms} names and aliases), ${base.families.length} families, ` +
    `${base.education.fields.length} fields of study; ${problems.length} problem(s)`,
)
process.exitCode = problems.length > 0 ? 1 : 0
