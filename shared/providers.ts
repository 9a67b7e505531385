/** Who may write the documents; a plain list (no schema library) so the CLI's help loads it for free. */
export const PROVIDERS = ['local', 'openai', 'anthropic'] as const
export type ProviderName = (typeof PROVIDERS)[number]
