import ipaddr from 'ipaddr.js'

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

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number]

export function addressPolicy(allowedPrivateRanges: readonly string[] = []): AddressPolicy {
  const opened: Range[] = allowedPrivateRanges.map(parseRange)
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

/**
 * A comma-separated list of addresses and CIDR ranges ("127.0.0.1, 10.0.0.0/8, ::1"), checked
 * once at start; an error names the entry that is not one.
 */
export function parseAddressRanges(raw: string): { ranges: string[] } | { error: string } {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  for (const entry of entries) {
    try {
      parseRange(entry)
    } catch {
      return { error: `"${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8` }
    }
  }
  return { ranges: entries }
}

function parseRange(entry: string): Range {
  if (entry.includes('/')) {
    const [base, bits] = ipaddr.parseCIDR(entry)
    return [base, bits]
  }
  const address = ipaddr.process(entry)
  return [address, address.kind() === 'ipv4' ? 32 : 128]
}
