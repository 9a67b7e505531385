import type { TestProject } from 'vitest/node'
import { startPostgresCluster } from './postgres-cluster.ts'

/**
 * The PostgreSQL run of the server tests: one throwaway cluster with one database for the whole
 * run, handed to the test files; stopped and deleted when the run ends, failed or not.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster()
  try {
    const { default: pg } = await import('pg')
    const admin = new pg.Client(cluster.adminUrl)
    await admin.connect()
    try {
      await admin.query('create database t10_test')
    } finally {
      await admin.end()
    }
  } catch (error) {
    cluster.stop()
    throw error
  }
  project.provide('t10PostgresUrl', cluster.adminUrl.replace(/\/postgres$/, '/t10_test'))
  return () => cluster.stop()
}
