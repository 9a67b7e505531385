/** A running process over the database (server, worker or CLI run) and when it last said it is alive. */
export interface InstancesTable {
  id: string
  role: 'server' | 'worker' | 'cli'
  /** Where it runs: the machine and its process namespace (see queue/instance.ts). */
  host: string
  pid: number
  started_at: string
  heartbeat_at: string
}
