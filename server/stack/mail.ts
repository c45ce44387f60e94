import { createRequire } from 'node:module'
import path from 'node:path'
import { superviseChild, type SupervisedChild } from './children.ts'

const require = createRequire(import.meta.url)

/**
 * maildev catches every e-mail the auth service sends (SMTP in) and shows it in a web inbox.
 * It runs as a child process because, in-process, it installs its own SIGINT handler that exits Node
 * before Postgres has been stopped.
 */
export async function startMailCatcher(opts: {
  smtpPort: number
  webPort: number
  host: string
  log: (line: string) => void
}): Promise<SupervisedChild & { inboxUrl: string }> {
  const bin = path.join(path.dirname(require.resolve('maildev/package.json')), 'bin/maildev')
  const inboxUrl = `http://${opts.host}:${opts.webPort}`
  // Supervised like PostgREST: mail sent while it restarts is lost, as with any SMTP server that is down.
  const child = await superviseChild({
    name: 'maildev',
    command: process.execPath,
    args: [bin, '--smtp', String(opts.smtpPort), '--web', String(opts.webPort), '--ip', opts.host, '--silent'],
    readyUrl: inboxUrl + '/email',
    log: opts.log,
  })
  return Object.assign(child, { inboxUrl })
}
