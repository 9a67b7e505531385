import { Type, type Static } from 'typebox'
import { PLANS } from '../plans.ts'

export const UserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  plan: Type.Union([Type.Literal('free'), Type.Literal('standard'), Type.Literal('premium')]),
  created_at: Type.String({ format: 'date-time' }),
})

const Email = Type.String({ format: 'email', maxLength: 254, description: 'e-mail address' })
const Password = Type.String({ minLength: 8, maxLength: 200, description: 'at least 8 characters' })

export const RegisterBodySchema = Type.Object({
  email: Email,
  password: Password,
  name: Type.Optional(Type.String({ maxLength: 200 })),
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
export type MeResponse = Static<typeof MeResponseSchema>
export type CurrentSessionResponse = Static<typeof CurrentSessionResponseSchema>
export type ForgotPasswordBody = Static<typeof ForgotPasswordBodySchema>
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>
export type MessageResponse = Static<typeof MessageResponseSchema>
