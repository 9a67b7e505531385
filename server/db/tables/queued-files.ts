/** A file of a pool upload waiting for (or ingested by) a worker of the queue. */
export interface QueuedFilesTable {
  id: string
  upload_id: string
  owner_id: string
  filename: string
  bytes: Buffer
  /** JSON of the file's RecruitingUploadResult, or of { failed: message } when it could not be stored; null while waiting. */
  result: string | null
  /** The instance ingesting it, while it does. */
  worker_instance: string | null
  /** The queue's id for the worker slot that took it, to unlock the job if that instance dies. */
  queue_worker_id: string | null
  created_at: string
}
