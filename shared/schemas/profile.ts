import { Type, type Static } from 'typebox'
import { UserSchema } from './auth.ts'

const Field = (maxLength: number) => Type.String({ maxLength })

/** The profile screen's four cards. Every field is free text; empty when never saved. */
export const ProfileSchema = Type.Object({
  fullName: Field(200),
  title: Field(200),
  location: Field(200),
  experience: Field(20000),
  education: Field(20000),
  skills: Field(20000),
})

export const ProfileQuerySchema = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 100 }) })

export const SaveProfileBodySchema = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 100 }),
  profile: Type.Partial(ProfileSchema),
})

export const ProfileResponseSchema = Type.Object({
  success: Type.Literal(true),
  profile: ProfileSchema,
})

export const SaveProfileResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  profile: ProfileSchema,
})

export type Profile = Static<typeof ProfileSchema>
export type SaveProfileBody = Static<typeof SaveProfileBodySchema>
export type ProfileResponse = Static<typeof ProfileResponseSchema>
export type SaveProfileResponse = Static<typeof SaveProfileResponseSchema>

/** The job search screen's four fields, kept for the next visit. Free text as typed; '' when unset. */
export const JobPreferencesSchema = Type.Object({
  role: Type.String({ maxLength: 200, description: 'Desired Role' }),
  location: Type.String({ maxLength: 200, description: 'Preferred Location' }),
  experience: Type.String({ maxLength: 10, description: 'Years of Experience: a number from 0 to 60, or empty' }),
  salary: Type.String({ maxLength: 100, description: 'Expected Salary as typed ("85000", "85k", "$40/hour"), or empty' }),
})

/** The spec's v1 calls may name the user; it must be the caller (the session decides, this only checks). */
const OwnUserId = Type.String({ minLength: 1, maxLength: 100, description: "the caller's own user id; any other is refused" })

export const OwnUserQuerySchema = Type.Object({ user_id: Type.Optional(OwnUserId) })

export const UpdatePreferencesBodySchema = Type.Object({
  user_id: Type.Optional(OwnUserId),
  preferences: Type.Partial(JobPreferencesSchema, { description: 'the fields to change; those left out keep their value' }),
})

export const PreferencesResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  preferences: JobPreferencesSchema,
})

export const UserDataResponseSchema = Type.Object({
  success: Type.Literal(true),
  user: UserSchema,
  profile: ProfileSchema,
  preferences: JobPreferencesSchema,
})

export type JobPreferences = Static<typeof JobPreferencesSchema>
export type UpdatePreferencesBody = Static<typeof UpdatePreferencesBodySchema>
export type PreferencesResponse = Static<typeof PreferencesResponseSchema>
export type UserDataResponse = Static<typeof UserDataResponseSchema>
