/** Who may write the documents; a plain list (no schema library) so the CLI's help loads it for free. */
export const PROVIDERS = ['local', 'openai', 'anthropic', 'ollama'] as const
export type ProviderName = (typeof PROVIDERS)[number]

/** The providers as people read their names, in the order the web app and the CLI offer them. */
export const PROVIDER_LABELS: Readonly<Record<ProviderName, string>> = Object.freeze({
  local: 'Local engine',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  ollama: 'Local model',
})
