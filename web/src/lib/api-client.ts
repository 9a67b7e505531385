import { createApiClient } from '@shared/client.ts'

/** The one API client of the web app: same origin, the session travels in the httpOnly cookie. */
export const api = createApiClient({ baseUrl: '' })

export { ApiError } from '@shared/client.ts'
