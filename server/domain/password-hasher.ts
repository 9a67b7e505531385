/** What the accounts need of passwords; the app's is scrypt (server/adapters/scrypt-password-hasher.ts). */
export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(password: string, stored: string): Promise<boolean>
  /** A hash to verify against when the account does not exist, so both paths take the same time. */
  dummyHash(): Promise<string>
}
