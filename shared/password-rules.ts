/** The length bounds of a new password, for the API schema, the server's policy and the web forms. */
export const PASSWORD_MIN_LENGTH = 8
/** Enough for any passphrase; it also bounds the work of hashing one. */
export const PASSWORD_MAX_LENGTH = 128
