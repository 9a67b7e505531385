/** The version of a recruiter's candidate pool: replaced with every upload to it and delete from it. */
export interface RecruitingPoolVersionsTable {
  owner_id: string
  /** A random token, new at each change: equal tokens mean the same pool, on any server. */
  version: string
}
