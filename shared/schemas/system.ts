import { Type, type Static } from 'typebox'
import { ProviderSchema } from './generate.ts'

export const TestConnectionResponseSchema = Type.Object({
  success: Type.Literal(true),
  version: Type.String(),
})

export const HealthResponseSchema = Type.Object({
  status: Type.Literal('ok'),
})

export const ConfiguredProviderSchema = Type.Object({
  name: ProviderSchema,
  /** As people read it: "Local engine", "OpenAI", "Anthropic", "Local model". */
  label: Type.String(),
  /** The model it asks; null for the local engine, which is no model. */
  model: Type.Union([Type.String(), Type.Null()]),
  /** Whether the text sent to it leaves this server (a hosted vendor). */
  hosted: Type.Boolean(),
  /** The provider a request that names none gets. */
  default: Type.Boolean(),
})

export const ProvidersResponseSchema = Type.Object({
  success: Type.Literal(true),
  /** The local engine first, then every other provider this server has configured. */
  providers: Type.Array(ConfiguredProviderSchema),
})

export type ConfiguredProvider = Static<typeof ConfiguredProviderSchema>
export type ProvidersResponse = Static<typeof ProvidersResponseSchema>
export type TestConnectionResponse = Static<typeof TestConnectionResponseSchema>
