import ipaddr from 'ipaddr.js'

/*
 * Addresses and CIDR ranges as an operator writes them (SCRAPE_ALLOW_PRIVATE): read by config.ts
 * once at start and by the posting fetcher's address policy (services/scrape/address-policy.ts).
 */

export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number]

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
      parseAddressRange(entry)
    } catch {
      return { error: `"${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8` }
    }
  }
  return { ranges: entries }
}

/** One address (a range of itself) or CIDR range; throws on anything else. */
export function parseAddressRange(entry: string): AddressRange {
  if (entry.includes('/')) {
    const [base, bits] = ipaddr.parseCIDR(entry)
    return [base, bits]
  }
  const address = ipaddr.process(entry)
  return [address, address.kind() === 'ipv4' ? 32 : 128]
}
