import { useLocation } from 'react-router'

export const DEFAULT_AFTER_LOGIN = '/generator'

/** Where to go after signing in: the page that sent the visitor here, else the generator. */
export function useRedirectTarget(): string {
  const state = useLocation().state as { from?: unknown } | null
  const from = typeof state?.from === 'string' ? state.from : ''
  // Only same-site paths; never back to the auth screens themselves.
  if (!from.startsWith('/') || from.startsWith('//') || /^\/(login|register)(\/|$)/.test(from)) return DEFAULT_AFTER_LOGIN
  return from
}
