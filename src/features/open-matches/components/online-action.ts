import { useState } from 'react'
import { errorText } from '~/i18n/server-words'
import { notify } from '~/lib/toast'
import type { RpcAnswer } from '~/lib/rpc-answer'
import { m } from '~/i18n/member'

/** An online-only call of the match page: which one runs, and the server's sentence when it refuses. */
export function useOnlineAction() {
  const [busy, setBusy] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  async function run(key: string, call: () => Promise<RpcAnswer>, done: readonly string[]) {
    setBusy(key)
    setProblem(null)
    try {
      const answer = await call()
      if (done.includes(answer.status)) notify.success(answer.message)
      else setProblem(answer.message)
    } catch (err) {
      setProblem(errorText(err, m.openmatches_failed()))
    } finally {
      setBusy(null)
    }
  }
  return { busy, problem, run }
}
