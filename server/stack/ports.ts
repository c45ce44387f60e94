import net from 'node:net'

/** Fails with a message a person can act on, instead of a child process dying with EADDRINUSE later. */
export async function assertPortsFree(ports: { name: string; port: number }[], host: string): Promise<void> {
  for (const { name, port } of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer()
      probe.once('error', () => resolve(false))
      probe.once('listening', () => probe.close(() => resolve(true)))
      probe.listen(port, host)
    })
    if (!free) {
      throw new Error(
        `Port ${port} (${name}) is already in use on ${host}. Stop whatever uses it ` +
          `(is another "npm start" running?) or choose another port in .env (see .env.example).`,
      )
    }
  }
}

/** A free TCP port chosen by the OS, for internal children such as PostgREST. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, host, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
