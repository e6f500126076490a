/**
 * The client's address. `X-Forwarded-For` is appended to by each proxy, so only its right end is written by a
 * proxy we run; anything to the left of the first untrusted hop is whatever the client chose to send. The client is
 * therefore the rightmost entry that is not one of our proxies (`ARENA_TRUSTED_PROXIES`: addresses or CIDR ranges,
 * comma-separated; none by default, so the header is ignored and the socket's peer is the client).
 */
import type { IncomingMessage } from "node:http"
import { BlockList, isIP } from "node:net"

/** The trusted proxies as a set to test addresses against; entries that are not an address or a range are refused. */
export const trustedProxySet = (entries: ReadonlyArray<string>): BlockList => {
  const list = new BlockList()
  for (const raw of entries) {
    const [address = "", bits] = raw.split("/")
    const type = isIP(address)
    if (type === 0) throw new Error(`ARENA_TRUSTED_PROXIES: ${raw} is not an IP address or range`)
    const family = type === 4 ? "ipv4" : "ipv6"
    if (bits === undefined) list.addAddress(address, family)
    else {
      const prefix = Number(bits)
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === 4 ? 32 : 128))
        throw new Error(`ARENA_TRUSTED_PROXIES: ${raw} has no valid prefix length`)
      list.addSubnet(address, prefix, family)
    }
  }
  return list
}

/** An address as written by the socket or a proxy, without the IPv4-mapped IPv6 prefix; "" when not an address. */
const normal = (address: string): string => {
  const a = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "")
  return isIP(a) === 0 ? "" : a
}

const trusted = (proxies: BlockList, address: string): boolean =>
  address !== "" && proxies.check(address, isIP(address) === 4 ? "ipv4" : "ipv6")

interface Peer {
  readonly proxies: BlockList
  readonly address: string
  readonly trusted: boolean
}

/**
 * The socket's peer, normalised, and whether it is a trusted proxy: the same for every request of a keep-alive
 * connection, so worked out once per connection (checking a BlockList builds a SocketAddress each time, a measurable
 * part of a cached read's cost).
 */
const peers = new WeakMap<object, Peer>()

const peerOf = (req: IncomingMessage, proxies: BlockList): Peer => {
  let peer = peers.get(req.socket)
  if (peer === undefined || peer.proxies !== proxies) {
    const address = normal(req.socket.remoteAddress ?? "")
    peer = { proxies, address, trusted: trusted(proxies, address) }
    peers.set(req.socket, peer)
  }
  return peer
}

/** The client's address of a request, reading `X-Forwarded-For` only as far as the trusted proxies vouch for it. */
export const clientAddress = (req: IncomingMessage, proxies: BlockList): string => {
  const peer = peerOf(req, proxies)
  if (!peer.trusted) return peer.address
  let client = peer.address
  const header = req.headers["x-forwarded-for"]
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",")
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normal(hops[i] ?? "")
    // A hop that is not an address ends what the proxies vouch for: the last vouched address is the client.
    if (hop === "") return client
    client = hop
    if (!trusted(proxies, hop)) return hop
  }
  return client
}
