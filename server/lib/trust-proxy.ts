import { isIP } from 'node:net'

/**
 * Which proxies may tell us the client's address through X-Forwarded-For: none (false), the
 * nearest N hops, or proxies at these addresses/ranges. Shapes Fastify's `trustProxy` accepts.
 * `true` (trust every hop) is deliberately not offered: it lets any client choose its address.
 */
export type TrustProxy = false | number | readonly string[]

/** proxy-addr's names for whole ranges, as Fastify accepts them. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal']

/** Parses TRUST_PROXY; returns a reason on a bad value. */
export function parseTrustProxy(raw: string): TrustProxy | { error: string } {
  const value = raw.trim().toLowerCase()
  if (value === '' || value === 'false' || value === 'off' || value === '0') return false
  if (value === 'true') {
    return { error: '"true" would trust any client\'s X-Forwarded-For; give the number of proxies in front (e.g. 1) or their addresses' }
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return hops <= 16 ? hops : { error: `"${raw}" is more proxy hops than any real setup (at most 16)` }
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const bad = entries.find((entry) => !isAddressOrRange(entry))
  if (bad !== undefined || entries.length === 0) {
    return { error: `"${bad ?? raw}" is not a hop count, an IP address, a CIDR range (10.0.0.0/8) or one of ${NAMED_RANGES.join(', ')}` }
  }
  return entries
}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * Fastify's `trustProxy` for the setting. Fastify 5.12 stopped reading a bare number as a hop
 * count (it can't tell a proxy from a client that connects directly and sends enough hops), so a
 * count becomes a function trusting the nearest N hops: meant for a server that only its proxies
 * can reach, as .env.example says. Addresses are checked against the connecting peer instead.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false
  if (typeof setting === 'number') return (_address, hop) => hop < setting
  return [...setting]
}
