import fp from 'fastify-plugin'
import { releaseAbandonedCharges } from '../services/usage.service.ts'

/**
 * Before the server takes requests, hands back the plan allowance of generations a killed or
 * crashed server charged and never finished, so a crash never eats a user's monthly allowance.
 */
export default fp(
  async (app) => {
    app.addHook('onReady', async () => {
      const released = await releaseAbandonedCharges(app.db)
      if (released > 0) app.log.warn({ released }, 'handed back the plan allowance of generations a stopped server never finished')
    })
  },
  { name: 'charge-reconcile', dependencies: ['database'] },
)
