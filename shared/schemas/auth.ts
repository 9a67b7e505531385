import { Type, type Static } from 'typebox'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password-rules.ts'
import { PLANS } from '../plans.ts'

export const UserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  plan: Type.Union([Type.Literal('free'), Type.Literal('standard'), Type.Literal('premium')]),
  created_at: Type.String({ format: 'date-time' }),
})

const Email = Type.String({ format: 'email', maxLength: 254, description: 'e-mail address' })
const Password = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
})

export const RegisterBodySchema = Type.Object({
  email: Email,
  password: Password,
  name: Type.Optional(Type.String({ maxLength: 200 })),
})

/**
 * A sign-up when addresses are confirmed by mail (SMTP configured): the same answer whether the
 * address is new or already has an account; the mail tells its owner which.
 */
export const RegisterPendingResponseSchema = Type.Object({
  success: Type.Literal(true),
  verification_required: Type.Literal(true),
  message: Type.String(),
})

export const VerifyEmailBodySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) })

export const ChangePasswordBodySchema = Type.Object({
  // Not held to the new-password rules: an older password may be longer or weaker.
  current_password: Type.String({ minLength: 1, maxLength: 200 }),
  new_password: Password,
})

/** Every other session of the account has ended; this one goes on with the new token (and cookie). */
export const ChangePasswordResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  token: Type.String(),
})

export const LoginBodySchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
})

/** The token is also set as an httpOnly cookie; the CLI keeps it from this body. */
export const SessionResponseSchema = Type.Object({
  success: Type.Literal(true),
  user: UserSchema,
  token: Type.String(),
})

export const MeResponseSchema = Type.Object({
  success: Type.Literal(true),
  user: UserSchema,
})

/** Who is calling, asked by pages that work signed in or not: never a 401. */
export const CurrentSessionResponseSchema = Type.Object({
  success: Type.Literal(true),
  signed_in: Type.Boolean(),
  user: Type.Union([UserSchema, Type.Null()]),
})

export const ForgotPasswordBodySchema = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) })

export const ResetPasswordBodySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Password,
})

export const MessageResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
})

export type User = Static<typeof UserSchema>
export type Plan = (typeof PLANS)[number]
export type RegisterBody = Static<typeof RegisterBodySchema>
export type LoginBody = Static<typeof LoginBodySchema>
export type SessionResponse = Static<typeof SessionResponseSchema>
export type RegisterPendingResponse = Static<typeof RegisterPendingResponseSchema>
export type VerifyEmailBody = Static<typeof VerifyEmailBodySchema>
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>
export type ChangePasswordResponse = Static<typeof ChangePasswordResponseSchema>
export type MeResponse = Static<typeof MeResponseSchema>
export type CurrentSessionResponse = Static<typeof CurrentSessionResponseSchema>
export type ForgotPasswordBody = Static<typeof ForgotPasswordBodySchema>
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>
export type MessageResponse = Static<typeof MessageResponseSchema>
