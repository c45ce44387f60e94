import { useState } from 'react'
import { css } from 'styled-system/css'
import * as Dialog from '~/components/ui/dialog'
import { fetchTournamentDetail } from '~/db/queries'
import { useUserDatabase } from '~/db/user-database'
import { newUuid } from '~/db/uuid'
import { chooseClub, rememberedClubId } from '~/lib/chosen-club'
import { notify } from '~/lib/toast'
import type { StaffClub } from '~/lib/staff-clubs'
import { createTournament } from '../../api/staff-actions'
import { readCreateTournament, type CreateTournamentValues, type FieldErrors } from '../../schemas/create-tournament'
import { CreateTournamentFields } from './create-tournament-fields'
import { defaultValues } from './create-tournament-defaults'
import { DialogFormFooter } from '~/components/form/dialog-form-footer'
import { m } from '~/i18n/member'

export interface CreateTournamentDialogProps {
  clubs: StaffClub[]
  open: boolean
  onClose: () => void
}

export function CreateTournamentDialog({ clubs, open, onClose }: CreateTournamentDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={css({ maxW: { sm: '40rem' } })}>
          <Dialog.Header>
            <Dialog.Title>{m.tournaments_create_tournament()}</Dialog.Title>
            <Dialog.Description>{m.tournaments_create_description()}</Dialog.Description>
          </Dialog.Header>
          <CreateTournamentForm clubs={clubs} onDone={onClose} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

function CreateTournamentForm({ clubs, onDone }: { clubs: StaffClub[]; onDone: () => void }) {
  const db = useUserDatabase()
  // Starts at the club the top bar shows, when the user runs several.
  const [values, setValues] = useState<CreateTournamentValues>(() => defaultValues(chooseClub(clubs, rememberedClubId()) ?? undefined))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // One id per opening of the form: pressing Publish twice (or again after a lost answer) creates it once.
  const [id] = useState(newUuid)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setProblem(null)
    const read = readCreateTournament(values, (clubId) => clubs.find((c) => c.id === clubId)?.time_zone)
    if (!read.ok) return setErrors(read.errors)
    setErrors({})
    setBusy(true)
    try {
      const answer = await createTournament(id, read.args)
      if (answer.status === 'created' || answer.status === 'replayed') {
        // Stores the new tournament on this device, so it appears in the lists straight away.
        if (db) await fetchTournamentDetail(db, id)
        notify.success(m.tournaments_tournament_created(), answer.message)
        onDone()
      } else {
        setProblem(answer.message)
      }
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={m.tournaments_create_tournament()} className={css({ display: 'flex', flexDirection: 'column', flex: '1', minH: '0' })}>
      {/* The fields scroll; the buttons stay in view under them. */}
      <Dialog.Body className={css({ overflowY: 'auto' })}>
        <CreateTournamentFields clubs={clubs} values={values} errors={errors} disabled={busy} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
        {problem ? (
          <p role="alert" className={css({ color: 'fg.error' })}>
            {problem}
          </p>
        ) : null}
      </Dialog.Body>
      <DialogFormFooter busy={busy} loadingText={m.tournaments_publishing()}>
        {m.tournaments_publish()}
      </DialogFormFooter>
    </form>
  )
}
