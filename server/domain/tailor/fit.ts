import type { ResumeDocument } from '../../../shared/schemas/documents.ts'
import { estimateLines } from './layout.ts'

/*
 * A resume (from any engine) made shorter by about `share` of its estimated length, for when its
 * compiled PDF ran over its page limit. Bullets are kept most relevant first within each role
 * (both engines write them so), so the last bullet of a role is its least relevant: they go
 * first, from the oldest role in full onwards, keeping two in the latest role and one in the
 * others; then the oldest role in full (not the latest) is condensed to a line; then any bullet.
 */
export function fitResume(doc: ResumeDocument, share = 0.08): ResumeDocument {
  const experience = doc.experience.map((e) => ({ ...e, bullets: [...e.bullets] }))
  const target = estimateLines(doc) * (1 - share)
  const next = () => ({ ...doc, experience })
  for (let guard = 0; estimateLines(next()) > target && guard < 500; guard++) {
    const full = experience.map((e, i) => ({ e, i })).filter(({ e }) => !e.condensed)
    const trimmable = [...full].reverse().find(({ e, i }) => e.bullets.length > (i === full[0]?.i ? 2 : 1))
    if (trimmable) {
      trimmable.e.bullets.pop()
      continue
    }
    const oldest = [...full].reverse().find(({ i }) => i !== full[0]?.i)
    if (oldest) {
      oldest.e.condensed = true
      oldest.e.bullets = []
      continue
    }
    const any = full.find(({ e }) => e.bullets.length > 0)
    if (!any) break
    any.e.bullets.pop()
  }
  return next()
}
