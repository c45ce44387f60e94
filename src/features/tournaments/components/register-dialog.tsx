import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import * as Dialog from '~/components/ui/dialog'
import { useStatistics, useSyncStatus, useWalletBalance } from '~/db/queries'
import type { TournamentRow } from '~/db/types'
import { queueTournamentRegistration } from '~/db/operations/tournament-register'
import { errorText } from '~/i18n/server-words'
import { useSession } from '~/db/use-session'
import { PlayerPicker } from '~/components/player-picker/player-picker'
import type { PlayerChoice } from '~/lib/search-players'
import { ratingText } from '../lib/labels'
import { formatMoney } from '~/lib/money'
import { feeCheck, levelRule } from '../lib/registration'
import { useKnownPartners } from './use-known-partners'
import { DialogFormFooter } from '~/components/form/dialog-form-footer'
import { m } from '~/i18n/member'

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
            <Dialog.Title>{m.tournaments_register_team()}</Dialog.Title>
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
      setPartnerError(m.tournaments_partner_required())
      return
    }
    setBusy(true)
    try {
      await queueTournamentRegistration({ tournamentId: t.id, partner })
      onDone()
    } catch (err) {
      setProblem(errorText(err, m.tournaments_registration_save_failed()))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={m.tournaments_register_team()}>
      <Dialog.Body>
        <PlayerPicker
          label={m.tournaments_partner()}
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
          {rule ? <p>{rule}</p> : <p>{m.tournaments_open_all_levels()}</p>}
          {stats ? <p className={css({ color: 'fg.muted' })}>{m.tournaments_your_rating({ rating: ratingText(stats.rating) })}</p> : null}
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', borderRadius: 'l2', bg: fee.covered ? 'bg.subtle' : 'ball.subtle.bg', color: fee.covered ? 'fg.default' : 'ball.subtle.fg' })}>
          <p className={css({ fontWeight: 'semibold' })}>{t.entry_fee > 0 ? m.tournaments_entry_fee_amount({ fee: formatMoney(t.entry_fee, t.currency) }) : m.tournaments_entry_fee_free()}</p>
          <p className={css({ textStyle: 'sm' })}>{fee.text}</p>
          {!fee.covered ? (
            <Link to="/player-balance" className={css({ textStyle: 'sm', fontWeight: 'semibold', textDecoration: 'underline' })}>
              {m.tournaments_add_funds()}
            </Link>
          ) : null}
          {t.entry_fee > 0 ? <p className={css({ textStyle: 'sm', color: fee.covered ? 'fg.muted' : 'inherit' })}>{m.tournaments_refund_note()}</p> : null}
        </div>
        {!online ? (
          <p role="status" className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            {m.tournaments_register_offline()}
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className={css({ color: 'fg.error' })}>
            {problem}
          </p>
        ) : null}
      </Dialog.Body>
      <DialogFormFooter busy={busy} loadingText={m.tournaments_registering()}>
        {t.entry_fee > 0 ? m.tournaments_register_and_pay({ fee: formatMoney(t.entry_fee, t.currency) }) : m.tournaments_register()}
      </DialogFormFooter>
    </form>
  )
}
