import { lookup, type LookupAddress } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import { Agent, buildConnector } from 'undici'
import { AppError } from '../../lib/app-error.ts'
import type { AddressPolicy } from './address-policy.ts'

export const PRIVATE_ADDRESS_MESSAGE = 'This address is on a private network and cannot be fetched'

export const privateAddressError = () => new AppError(400, 'address_not_allowed', PRIVATE_ADDRESS_MESSAGE)

/**
 * An undici dispatcher that checks the address of every connection it opens, at the moment it
 * opens it. Checking a host name first and connecting later would leave a gap a hostile DNS
 * server can use (answer a public address to the check, a private one to the connect: DNS
 * rebinding); here the socket connects to exactly the addresses the check passed, because the
 * check is the socket's own name lookup. Every redirect opens its connection through this too.
 *
 * Host names that are IP literals never reach a lookup (the socket connects to them directly), so
 * they are checked in the connector before it dials.
 */
export function checkedAgent(policy: AddressPolicy, connectTimeoutMs: number): Agent {
  const dial = buildConnector({ lookup: checkedLookup(policy), timeout: connectTimeoutMs })
  const connect: buildConnector.connector = (options, callback) => {
    const host = options.hostname.replace(/^\[|\]$/g, '')
    if (isIP(host) !== 0 && !policy.allows(host)) {
      callback(privateAddressError(), null)
      return
    }
    dial(options, callback)
  }
  return new Agent({ connect })
}

/**
 * dns.lookup, refusing the whole answer when any address in it is not allowed: a name that
 * resolves to a public and a private address is not one to trust with either.
 */
function checkedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      if (addresses.length === 0 || addresses.some((entry) => !policy.allows(entry.address))) {
        return callback(privateAddressError() as unknown as NodeJS.ErrnoException, '', 0)
      }
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses)
      const [first] = addresses as [LookupAddress]
      callback(null, first.address, first.family)
    })
  }
}
