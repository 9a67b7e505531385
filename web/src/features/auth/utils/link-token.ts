/**
 * The token of a mailed link (reset, confirmation). Links carry it in the fragment (#token=...),
 * which the browser never sends to the server, so it reaches no request log; a link mailed before
 * that carries it in the query. Once read it is taken out of the address bar (and so out of the
 * history a shared computer keeps).
 */
export function readLinkToken(location: { hash: string; search: string }): string {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token')
  return fromHash ?? new URLSearchParams(location.search).get('token') ?? ''
}

export function forgetLinkToken(): void {
  if (typeof window === 'undefined') return
  const { pathname } = window.location
  window.history.replaceState(window.history.state, '', pathname)
}
