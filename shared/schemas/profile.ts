import { Type, type Static } from 'typebox'

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
