/**
 * One request per batch keeps each request within the server's caps on files and bytes per
 * request (the batch size is shared with the CLI, and the server refuses to start with caps below it).
 */
export { UPLOAD_BATCH, uploadBatches } from '@shared/upload-batches.ts'
