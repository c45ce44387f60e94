import { useState } from 'react'
import { m } from '~/i18n/staff'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Field from '~/components/ui/field'
import { timeFormat } from '~/lib/time-format'
import { addMemberNote } from './add-member-note'
import { deleteMemberNote } from './delete-member-note'
import type { MemberNote } from './member-card'

const MAX = 1000
const when = () => timeFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })

interface Props {
  clubId: string
  memberId: string
  notes: MemberNote[]
  total: number
}

/** The staff's notes about one member: the club's staff read them, the member never does. */
export function MemberNotes({ clubId, memberId, notes: initial, total: initialTotal }: Props) {
  const [notes, setNotes] = useState(initial)
  const [total, setTotal] = useState(initialTotal)
  const [draft, setDraft] = useState('')
  // One id per note being written: a retry after a lost answer replays it instead of adding it twice.
  const [draftId, setDraftId] = useState(() => crypto.randomUUID())
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState('')
  const body = draft.trim()

  async function add(e: React.FormEvent) {
    e.preventDefault()
    if (!body) {
      setError(m.desk_members_write_first())
      return
    }
    setBusy('add')
    setError('')
    try {
      const note = await addMemberNote(clubId, memberId, body, draftId)
      setNotes((list) => [note, ...list.filter((n) => n.id !== note.id)])
      setTotal((n) => n + 1)
      setDraft('')
      setDraftId(crypto.randomUUID())
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(null)
    }
  }

  async function remove(note: MemberNote) {
    setBusy(note.id)
    setError('')
    try {
      await deleteMemberNote(note.id)
      setNotes((list) => list.filter((n) => n.id !== note.id))
      setTotal((n) => n - 1)
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(null)
    }
  }

  return (
    <section aria-labelledby="member-notes-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div>
        <h3 id="member-notes-title" className={css({ fontWeight: 'semibold' })}>
          {m.desk_members_notes_title()}
        </h3>
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.desk_members_notes_private()}</p>
      </div>
      <form onSubmit={(e) => void add(e)} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <Field.Root invalid={error !== ''}>
          <Field.Label>{m.desk_members_add_a_note()}</Field.Label>
          <Field.Textarea
            value={draft}
            maxLength={MAX}
            rows={3}
            onChange={(e) => {
              setDraft(e.target.value)
              setError('')
            }}
            className={css({ resize: 'vertical', minH: '20' })}
          />
          <Field.HelperText>
            {m.desk_members_characters({ count: draft.length, max: MAX })}
          </Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="sm" loading={busy === 'add'} loadingText={m.desk_members_adding()} disabled={busy !== null && busy !== 'add'} className={css({ alignSelf: 'flex-start' })}>
          {m.desk_members_add_note()}
        </Button>
      </form>
      {notes.length === 0 ? (
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.desk_members_no_notes()}</p>
      ) : (
        <ul aria-label={m.desk_members_notes_title()} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {notes.map((note) => (
            <li key={note.id} className={css({ borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l2', p: '3', display: 'flex', flexDirection: 'column', gap: '1' })}>
              <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{note.body}</p>
              <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
                <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>
                  {note.own ? m.desk_members_you() : note.author_name} · <time dateTime={note.created_at}>{when().format(new Date(note.created_at))}</time>
                </p>
                {note.own ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={busy === note.id}
                    loadingText={m.desk_members_deleting()}
                    disabled={busy !== null && busy !== note.id}
                    aria-label={m.desk_members_delete_note_of({ at: when().format(new Date(note.created_at)) })}
                    onClick={() => void remove(note)}
                  >
                    {m.desk_members_delete()}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {total > notes.length ? <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.desk_members_latest_notes({ count: notes.length, total })}</p> : null}
    </section>
  )
}
