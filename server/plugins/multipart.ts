import fastifyMultipart from '@fastify/multipart'
import fp from 'fastify-plugin'

/** Uploads stream through busboy; the size limit is per file and checked as bytes arrive. */
export default fp<{ maxUploadBytes: number }>(
  async (app, { maxUploadBytes }) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: maxUploadBytes, fields: 20, fieldSize: 100_000, parts: 1000 },
    })
  },
  { name: 'multipart' },
)
