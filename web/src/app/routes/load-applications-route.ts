/**
 * The Applications screen's code, loaded on its route, and fetched ahead once a signed-in page is
 * idle (the navigation bar asks): a click on Applications then waits for its list only, not for a
 * chunk to arrive and compile. The import is the same one the route's lazy() makes, so it is one load.
 */
export const loadApplicationsRoute = () => import('./applications.tsx')

/** Fetches the Applications screen's code when the browser has nothing else to do. */
export function preloadApplicationsRoute(): () => void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200))
  const cancel = window.cancelIdleCallback ?? window.clearTimeout
  const handle = idle(() => void loadApplicationsRoute().catch(() => {}))
  return () => cancel(handle)
}
