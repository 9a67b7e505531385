import { describe, expect, it } from 'vitest'
import { BACKEND_JD } from '../fixtures/job-descriptions.ts'
import { parseSse } from '../helpers/sse.ts'
import { bearer, createTestApp, signUp, uploadResumeAs } from '../helpers/test-app.ts'
import { softwareEngineerText } from '../helpers/written-resumes.ts'

/*
 * Two T10 installs in two schemas of one PostgreSQL database (README, "Running on several
 * servers"). The work queue's migration notices are database-wide: a second install starting for
 * the first time used to stop the first one's workers, and its queued generations then never ran.
 * Over SQLite there is no queue and the generation simply runs.
 */
describe('a second install in the same database', () => {
  it("leaves this install's queued generations running", async () => {
    const t = await createTestApp()
    try {
      const other = await createTestApp()
      await other.close()
      if (t.storeEnv.DATABASE_URL) {
        // The other install's queue migrated: wait until this one's workers heard of it.
        const heard = () => t.logs.some((line) => /detected breaking migration/.test(String(line.msg)))
        for (let waited = 0; !heard() && waited < 20_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
        expect(heard()).toBe(true)
      }
      const user = await signUp(t.app)
      const file = softwareEngineerText()
      const { resume_id } = await uploadResumeAs(t.app, user.token, file.bytes, file.filename)
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/generate',
        headers: bearer(user.token),
        payload: { resume_id, job_description: BACKEND_JD },
      })
      expect(parseSse(response.body).at(-1)?.event).toBe('result')
    } finally {
      await t.close()
    }
  })
})
