import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import * as Dialog from '~/components/ui/dialog'
import { useStatistics, useSyncStatus, useWalletBalance } from '~/db/queries'
import type { TournamentRow } from '~/db/types'
import { queueTournamentRegistration } from '~/db/operations/tournament-register'
import { useSession } from '~/db/use-session'
import { PlayerPicker } from '~/components/player-picker/player-picker'
import type { PlayerChoice } from '~/lib/search-players'
import { ratingText } from '../lib/labels'
import { formatMoney } from '~/lib/money'
import { feeCheck, levelRule } from '../lib/registration'
import { useKnownPartners } from './use-known-partners'
import { DialogFormFooter } from '~/components/form/dialog-form-footer'

export interface RegisterDialogProps {
  tournament: TournamentRow
  open: boolean
  onClose: () => void
}

export function RegisterDialog({ tournament, open, onClose }: RegisterDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Register a team</Dialog.Title>
            <Dialog.Description>
              {tournament.name} · {tournament.club_name}
            </Dialog.Description>
          </Dialog.Header>
          {/* Mounted only while open (lazyMount): each opening starts with no partner chosen. */}
          <RegisterForm tournament={tournament} onDone={onClose} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

/**
 * Choosing the partner and paying: the registration is saved on this device and sent (now, or when back
 * online); the club's answer — registered, or why not, in its own words — shows on the tournament page.
 */
function RegisterForm({ tournament: t, onDone }: { tournament: TournamentRow; onDone: () => void }) {
  const { user } = useSession()
  const stats = useStatistics()
  // The fee is paid from the balance in the club's currency only.
  const balance = useWalletBalance(t.currency)
  const { online } = useSyncStatus()
  const known = useKnownPartners(user?.id ?? null)
  const [partner, setPartner] = useState<PlayerChoice | null>(null)
  const [partnerError, setPartnerError] = useState<string | undefined>(undefined)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const fee = feeCheck(t.entry_fee, t.currency, balance)
  const rule = levelRule(t)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setProblem(null)
    if (!partner) {
      setPartnerError('Please choose your partner.')
      return
    }
    setBusy(true)
    try {
      await queueTournamentRegistration({ tournamentId: t.id, partner })
      onDone()
    } catch (err) {
      setProblem(err instanceof Error ? err.message : 'The registration could not be saved on this device.')
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Register a team">
      <Dialog.Body>
        <PlayerPicker
          label="Partner"
          name="partner"
          value={partner}
          onChange={(p) => {
            setPartner(p)
            if (p) setPartnerError(undefined)
          }}
          exclude={user ? [user.id] : []}
          known={known}
          error={partnerError}
          disabled={busy}
        />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'sm' })}>
          {rule ? <p>{rule}</p> : <p>Open to all levels.</p>}
          {stats ? <p className={css({ color: 'fg.muted' })}>Your rating: {ratingText(stats.rating)}. The club checks your team's average when it receives the entry.</p> : null}
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', borderRadius: 'l2', bg: fee.covered ? 'bg.subtle' : 'ball.subtle.bg', color: fee.covered ? 'fg.default' : 'ball.subtle.fg' })}>
          <p className={css({ fontWeight: 'semibold' })}>Entry fee: {t.entry_fee > 0 ? formatMoney(t.entry_fee, t.currency) : 'free'}</p>
          <p className={css({ textStyle: 'sm' })}>{fee.text}</p>
          {!fee.covered ? (
            <Link to="/player-balance" className={css({ textStyle: 'sm', fontWeight: 'semibold', textDecoration: 'underline' })}>
              Add funds in My Balance
            </Link>
          ) : null}
          {t.entry_fee > 0 ? <p className={css({ textStyle: 'sm', color: fee.covered ? 'fg.muted' : 'inherit' })}>Refunded in full if you withdraw before registration closes.</p> : null}
        </div>
        {!online ? (
          <p role="status" className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            You're offline: the registration is saved on this device and sent when you're back online. The club confirms it then.
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className={css({ color: 'fg.error' })}>
            {problem}
          </p>
        ) : null}
      </Dialog.Body>
      <DialogFormFooter busy={busy} loadingText="Registering...">
        {t.entry_fee > 0 ? `Register and pay ${formatMoney(t.entry_fee, t.currency)}` : 'Register'}
      </DialogFormFooter>
    </form>
  )
}
