import ipaddr from 'ipaddr.js'
import { type AddressRange, parseAddressRange } from '../../lib/address-ranges.ts'

/**
 * Which addresses the posting fetcher may connect to. A server that fetches any address a user
 * types can be steered at what only the server can reach: the cloud metadata service
 * (169.254.169.254), databases on the private network, services on loopback. So only public
 * unicast addresses are allowed, as ipaddr.js classifies them (it keeps the list of special
 * ranges: private, loopback, link-local, carrier-grade NAT, unique-local, multicast, the
 * documentation and benchmarking ranges, and the IPv6 forms that embed an IPv4 address: NAT64,
 * 6to4, Teredo). An operator may open named private ranges (SCRAPE_ALLOW_PRIVATE) for a job
 * board on their own network; tests open loopback that way to reach the server they start.
 */
export interface AddressPolicy {
  allows(address: string): boolean
}

export function addressPolicy(allowedPrivateRanges: readonly string[] = []): AddressPolicy {
  const opened: AddressRange[] = allowedPrivateRanges.map(parseAddressRange)
  return {
    allows(address) {
      if (!ipaddr.isValid(address)) return false
      // process() turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1) into the IPv4 it stands for.
      const parsed = ipaddr.process(address)
      if (parsed.range() === 'unicast') return true
      return opened.some(([base, bits]) => base.kind() === parsed.kind() && parsed.match(base, bits))
    },
  }
}
