import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, fileForm, signUp, type TestApp } from '../helpers/test-app.ts'
import { writtenFile, type WrittenFile } from '../helpers/written-resumes.ts'

/** An accountant's PDF resume and an office manager's Word resume. */
const accountantPdf = writtenFile('accountant-priya-raman', 'single')
const officeManagerDocx = writtenFile('office-manager-linda-barrett', 'word')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function upload(token: string, file: WrittenFile): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/resume/upload',
    headers: bearer(token),
    payload: fileForm(file.bytes, file.filename),
  })
  expect(response.statusCode).toBe(201)
  return response.json().data.resume_id as string
}

const getResume = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/get-resume${query}`, headers: bearer(token) })
const getUserData = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/get-user-data${query}`, headers: bearer(token) })
const updatePreferences = (token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/update-preferences', headers: bearer(token), payload: payload as object })

describe('GET /api/v1/get-resume', () => {
  it("answers the caller's most recent upload with its text, and only theirs", async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    const none = await getResume(ada.token)
    // Before the first upload: an answer, not an error (pages ask this on every visit).
    expect(none.statusCode).toBe(200)
    expect(none.json()).toEqual({ success: true, resume: null })

    await upload(ada.token, accountantPdf)
    const latest = await upload(ada.token, officeManagerDocx)
    const response = await getResume(ada.token)
    expect(response.statusCode).toBe(200)
    const { resume } = response.json()
    expect(resume).toMatchObject({ resume_id: latest, filename: officeManagerDocx.filename, kind: 'docx' })
    expect(resume.resume_text.length).toBeGreaterThan(300)
    expect(resume.parsed.contact).toBeDefined()

    // Bob has uploaded nothing: Ada's resume is not his to see.
    expect((await getResume(bob.token)).json()).toEqual({ success: true, resume: null })
  })

  it("accepts the caller's own user_id and refuses anyone else's", async () => {
    const ada = await signUp(t.app)
    const bob = await signUp(t.app)
    await upload(ada.token, accountantPdf)
    expect((await getResume(ada.token, `?user_id=${ada.userId}`)).statusCode).toBe(200)
    const other = await getResume(bob.token, `?user_id=${ada.userId}`)
    expect(other.statusCode).toBe(403)
    expect(other.json().message).toBe('You can only read and change your own data')
  })

  it('asks a stranger to sign in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/get-resume' })
    expect(response.statusCode).toBe(401)
  })
})

describe('GET /api/v1/get-user-data and POST /api/v1/update-preferences', () => {
  it('starts with the account and an empty profile and preferences', async () => {
    const ada = await signUp(t.app)
    const response = await getUserData(ada.token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      user: { id: ada.userId, email: ada.email, plan: 'standard' },
      profile: { fullName: '', title: '', location: '', experience: '', education: '', skills: '' },
      preferences: { role: '', location: '', experience: '', salary: '' },
    })
  })

  it('saves preferences, keeps the ones left out, and reads them back with the profile', async () => {
    const ada = await signUp(t.app)
    const saved = await updatePreferences(ada.token, {
      preferences: { role: 'Data Analyst', location: 'Chicago', experience: '5', salary: '85k' },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({
      success: true,
      message: 'Job search preferences saved',
      preferences: { role: 'Data Analyst', location: 'Chicago', experience: '5', salary: '85k' },
    })

    // A partial change; an empty string clears a field.
    const changed = await updatePreferences(ada.token, { user_id: ada.userId, preferences: { location: ' Remote ', salary: '' } })
    expect(changed.json().preferences).toEqual({ role: 'Data Analyst', location: 'Remote', experience: '5', salary: '' })

    // Saving the profile leaves the preferences as they are, and the other way round.
    await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: bearer(ada.token),
      payload: { userId: ada.userId, profile: { fullName: 'Ada Lovelace', title: 'Analyst' } },
    })
    await updatePreferences(ada.token, { preferences: { role: 'Senior Data Analyst' } })

    const data = (await getUserData(ada.token)).json()
    expect(data.profile).toMatchObject({ fullName: 'Ada Lovelace', title: 'Analyst' })
    expect(data.preferences).toEqual({ role: 'Senior Data Analyst', location: 'Remote', experience: '5', salary: '' })
  })

  it.each([
    [{ experience: 'ten' }, 'Years of experience must be a number from 0 to 60'],
    [{ experience: '75' }, 'Years of experience must be a number from 0 to 60'],
    [{ salary: 'a lot' }, 'Expected salary must be an amount, like 85000 or 85k'],
  ])('refuses %j with a clear message and saves nothing', async (bad, message) => {
    const ada = await signUp(t.app)
    await updatePreferences(ada.token, { preferences: { role: 'Nurse', experience: '3', salary: '60000' } })
    const response = await updatePreferences(ada.token, { preferences: { role: 'Changed', ...bad } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, error_type: 'validation_error', message })
    expect((await getUserData(ada.token)).json().preferences).toEqual({ role: 'Nurse', location: '', experience: '3', salary: '60000' })
  })

  it('refuses a body without preferences and an over-long field', async () => {
    const ada = await signUp(t.app)
    expect((await updatePreferences(ada.token, { role: 'Flat field' })).statusCode).toBe(400)
    expect((await updatePreferences(ada.token, { preferences: { role: 'x'.repeat(201) } })).statusCode).toBe(400)
  })

  it("never reads or changes another user's preferences", async () => {
    const ada = await signUp(t.app)
    const mallory = await signUp(t.app)
    await updatePreferences(ada.token, { preferences: { role: 'Pharmacist' } })

    const write = await updatePreferences(mallory.token, { user_id: ada.userId, preferences: { role: 'Hacked' } })
    expect(write.statusCode).toBe(403)
    const read = await getUserData(mallory.token, `?user_id=${ada.userId}`)
    expect(read.statusCode).toBe(403)
    expect((await getUserData(mallory.token)).json().preferences.role).toBe('')
    expect((await getUserData(ada.token)).json().preferences.role).toBe('Pharmacist')
  })

  it('asks a stranger to sign in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/get-user-data' })).statusCode).toBe(401)
    const write = await t.app.inject({ method: 'POST', url: '/api/v1/update-preferences', payload: { preferences: { role: 'x' } } })
    expect(write.statusCode).toBe(401)
  })
})
