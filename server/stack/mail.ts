import { createRequire } from 'node:module'
import path from 'node:path'
import { spawnChild, waitForHttp, type Child } from './children.ts'

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
  onCrash: (name: string, code: number | null, tail: string) => void
}): Promise<Child & { inboxUrl: string }> {
  const bin = path.join(path.dirname(require.resolve('maildev/package.json')), 'bin/maildev')
  const child = spawnChild({
    name: 'maildev',
    command: process.execPath,
    args: [bin, '--smtp', String(opts.smtpPort), '--web', String(opts.webPort), '--ip', opts.host, '--silent'],
    onCrash: opts.onCrash,
  })
  const inboxUrl = `http://${opts.host}:${opts.webPort}`
  await waitForHttp(inboxUrl + '/email', child, 'maildev')
  return Object.assign(child, { inboxUrl })
}
