/**
 * One structured request to a model, the same for every vendor: a system prompt, the turns so
 * far, and the JSON schema the answer must take. Writing documents and grading candidates both
 * go through it; each vendor module (vendors/) turns it into its own wire format.
 */
export interface ChatTurn {
  role: 'user' | 'assistant'
  content: string
}

export interface JsonRequest {
  /** The schema's name (the vendor's tool or response-format name): letters, digits, _ and -. */
  name: string
  /** A strict JSON schema (prompt.ts strictJsonSchema): every object closed, every key required. */
  schema: Record<string, unknown>
  system: string
  turns: ChatTurn[]
  temperature: number
  /** Most tokens the answer may take. */
  maxTokens?: number
  signal?: AbortSignal
}

export interface TokenUsage {
  input: number
  output: number
}

export interface JsonAnswer {
  /** The answer as the model wrote it (for a repair turn), '' when it wrote nothing. */
  text: string
  /** The parsed answer; undefined when it is not JSON. */
  value: unknown
  /** The model's refusal in its own words, when it declined. */
  refusal: string | null
  usage: TokenUsage
}

export type JsonAsker = (request: JsonRequest) => Promise<JsonAnswer>

/** The answer's text parsed, or undefined when it is not JSON. */
export function parseJsonAnswer(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
