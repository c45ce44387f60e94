import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import type { MatchMessage } from '~/db/types'
import { errorText } from '~/i18n/server-words'
import { formatDateTime } from '~/lib/time-format'
import { MESSAGE_MAX, postMatchMessage } from '../api/post-message'
import { m } from '~/i18n/member'

const MOMENT: Intl.DateTimeFormatOptions = { weekday: 'short', hour: '2-digit', minute: '2-digit' }

export interface MatchThreadProps {
  matchId: string
  timeZone: string
  online: boolean
  /** As `match_detail` answered it: undefined while asked, null when it could not be had. */
  thread: MatchMessage[] | null | undefined
  onPosted: (message: MatchMessage) => void
}

/** The match's short thread, for its players: read and written online (it is a conversation, not a record to keep). */
export function MatchThread({ matchId, timeZone, online, thread, onPosted }: MatchThreadProps) {
  const [body, setBody] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function post(event: React.FormEvent) {
    event.preventDefault()
    const text = body.trim()
    if (!text) return
    setBusy(true)
    setProblem(null)
    try {
      const answer = await postMatchMessage(matchId, text)
      if (answer.status !== 'posted') setProblem(answer.sentence)
      else {
        setBody('')
        if (answer.posted) onPosted(answer.posted)
      }
    } catch (err) {
      setProblem(errorText(err, m.openmatches_failed()))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="match-thread" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="match-thread" className={css({ textStyle: 'lg', fontWeight: 'bold' })}>
        {m.openmatches_thread()}
      </h2>
      <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>{m.openmatches_thread_players_only()}</p>
      {!online ? (
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_thread_offline()}</p>
      ) : thread === undefined ? (
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_loading()}</p>
      ) : thread === null || thread.length === 0 ? (
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_thread_empty()}</p>
      ) : (
        <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {thread.map((msg) => (
            <li key={msg.id} className={css({ p: '2', borderRadius: 'l2', bg: 'bg.subtle' })}>
              <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>
                {msg.author ?? '—'} · {formatDateTime(msg.created_at, { ...MOMENT, timeZone })}
              </p>
              <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{msg.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={post} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <label htmlFor={`thread-${matchId}`} className={css({ textStyle: 'sm', fontWeight: 'semibold' })}>
          {m.openmatches_message_label()}
        </label>
        <textarea
          id={`thread-${matchId}`}
          value={body}
          maxLength={MESSAGE_MAX}
          rows={3}
          disabled={!online || busy}
          onChange={(e) => setBody(e.target.value)}
          className={css({ p: '2', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'bg.default' })}
        />
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
          <span className={css({ textStyle: 'xs', color: 'fg.muted' })}>{m.openmatches_chars_used({ used: body.length, max: MESSAGE_MAX })}</span>
          <Button type="submit" size="sm" loading={busy} disabled={!online || busy || body.trim() === ''}>
            {m.openmatches_post()}
          </Button>
        </div>
      </form>
      {problem ? (
        <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {problem}
        </p>
      ) : null}
    </section>
  )
}
