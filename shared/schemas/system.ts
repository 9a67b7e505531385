import { Type, type Static } from 'typebox'

export const TestConnectionResponseSchema = Type.Object({
  success: Type.Literal(true),
  version: Type.String(),
})

export const HealthResponseSchema = Type.Object({
  status: Type.Literal('ok'),
})

export type TestConnectionResponse = Static<typeof TestConnectionResponseSchema>
