// Part of the API contract, kept apart from the TypeBox schemas: the CLI reads it on every call to
// a server and must not load TypeBox for it (~200 ms of a cold start).

/**
 * The answer header carrying a renewed token to a client that signed its request with
 * `Authorization: Bearer` (the CLI): a session past half its life is renewed while it is used, as
 * the browser's cookie is. The same session (signing out ends it), the same idle limit.
 */
export const RENEWED_TOKEN_HEADER = 't10-renewed-token'
