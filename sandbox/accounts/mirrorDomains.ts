/**
 * The mirror domains of the speed-test page (`domainRoute.domainList[{domainName}]`, wire notes section 5; probed at
 * `GET <scheme>://<domainName>/wps/system/test/ping?speed=<ms>`, section 1, a call of the content area). The sandbox
 * is one server, so its "mirrors" are the names it answers to: the host the caller used, `localhost` and two other
 * loopback addresses, each with the port. OUR CHOICE: the 127.0.0.x aliases answer only when the sandbox listens on
 * every interface (HOST=0.0.0.0); otherwise their probe fails and they keep speed 0, which the page shows as an
 * unreachable mirror.
 */
/** The mirror domains for a request that reached the sandbox as `origin` (`http://host[:port]`). */
export const mirrorDomains = (origin: string): ReadonlyArray<{ domainName: string }> => {
  let host = "localhost"
  let port = ""
  try {
    const url = new URL(origin)
    host = url.host
    port = url.port
  } catch {
    // a Host header that is not a host: list the loopback names only
  }
  const withPort = (name: string) => (port === "" ? name : `${name}:${port}`)
  const names = [host, withPort("localhost"), withPort("127.0.0.2"), withPort("127.0.0.3")]
  return [...new Set(names)].map((domainName) => ({ domainName }))
}
