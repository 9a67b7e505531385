import fp from 'fastify-plugin'
import { createJobCatalog, type JobCatalog } from '../services/job-search/job-search.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every posting job seekers search, parsed once and kept until jobs are added or removed. */
    jobCatalog: JobCatalog
  }
}

export default fp(
  async (app) => {
    app.decorate('jobCatalog', createJobCatalog(app.db))
  },
  { name: 'job-catalog', dependencies: ['database'] },
)
