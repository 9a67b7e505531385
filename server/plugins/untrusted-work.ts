import fp from 'fastify-plugin'
import { UntrustedWork, type UntrustedWorkSettings } from '../lib/untrusted-work.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Worker threads that read what users send (files, long text), each task bounded in time and memory. */
    untrusted: UntrustedWork
  }
}

export default fp<UntrustedWorkSettings>(
  async (app, settings) => {
    // No thread starts here: the first task starts them, so a server's start costs nothing.
    const work = new UntrustedWork(settings)
    app.decorate('untrusted', work)
    app.addHook('onClose', () => work.close())
  },
  { name: 'untrusted-work' },
)
