import { useLocation } from 'react-router'

/**
 * The in-app path this page was opened from, carried in navigation state as `from`
 * (e.g. '/T10' from the recruiter landing's Learn more). Anything else, such as a full URL
 * or a protocol-relative '//host', falls back, so the back link never leaves the site.
 */
export function useOriginPath(fallback = '/'): string {
  const { pathname, state } = useLocation()
  const from: unknown = state !== null && typeof state === 'object' && 'from' in state ? state.from : undefined
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from === pathname) return fallback
  return from
}
