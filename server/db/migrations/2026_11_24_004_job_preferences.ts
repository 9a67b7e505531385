import type { Kysely } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * A job seeker's job-search preferences (Desired Role, Preferred Location, Years of Experience,
 * Expected Salary) live beside their profile, one row a user. Free text as typed, '' when unset,
 * so that a profile saved before this column existed reads as "no preferences".
 */
// Kysely<any>: a migration sees the database as it was then, not the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['desired_role', 'preferred_location', 'years_experience', 'expected_salary']) {
    await db.schema
      .alterTable('profiles')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['expected_salary', 'years_experience', 'preferred_location', 'desired_role']) {
    await db.schema.alterTable('profiles').dropColumn(column).execute()
  }
}
