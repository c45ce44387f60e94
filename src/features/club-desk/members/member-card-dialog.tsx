import { useEffect, useState } from 'react'
import { m } from '~/i18n/staff'
import { css } from 'styled-system/css'
import { DialogCloseButton } from '~/components/dialog-close-button'
import * as Dialog from '~/components/ui/dialog'
import { fetchMemberCard, type MemberCard } from './member-card'
import { MemberCardFigures, UpcomingBookings } from './member-card-figures'
import { MemberNotes } from './member-notes'

export interface CardTarget {
  id: string
  /** Shown as the title while the card loads. */
  name: string
}

// Tied to the opening (the target object), not the member: opened again, the card is read again, notes included.
type Loaded = { target: CardTarget; card: MemberCard } | { target: CardTarget; error: string }

/**
 * A member's card over the members list (or any desk screen that names a member): a dialog rather than a
 * page, so the list keeps its search, sort and page, and focus goes back to the row that opened it.
 */
export function MemberCardDialog({ clubId, member, onClose }: { clubId: string; member: CardTarget | null; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    if (!member) return
    let live = true
    fetchMemberCard(clubId, member.id).then(
      (card) => live && setLoaded({ target: member, card }),
      (err: unknown) => live && setLoaded({ target: member, error: err instanceof Error ? err.message : String(err) }),
    )
    return () => {
      live = false
    }
  }, [clubId, member])
  const current = loaded && loaded.target === member ? loaded : null
  const card = current && 'card' in current ? current.card : null

  return (
    <Dialog.Root open={member !== null} onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={css({ maxW: { sm: '40rem' } })}>
          <Dialog.Header>
            <Dialog.Title>{card?.member.name ?? member?.name ?? m.desk_members_member()}</Dialog.Title>
            <Dialog.Description>
              {card
                ? [card.member.username ? `@${card.member.username}` : null, card.member.home_club ? m.desk_members_home_club({ club: card.club.name }) : m.desk_members_plays_at({ club: card.club.name })]
                    .filter(Boolean)
                    .join(' · ')
                : m.desk_members_card()}
            </Dialog.Description>
          </Dialog.Header>
          <DialogCloseButton />
          <Dialog.Body className={css({ overflowY: 'auto', pb: '6' })}>
            {current && 'error' in current ? (
              <p role="alert" className={css({ color: 'fg.error' })}>
                {m.desk_members_card_failed({ error: current.error })}
              </p>
            ) : !card ? (
              <p className={css({ color: 'fg.muted' })}>{m.desk_members_card_loading()}</p>
            ) : (
              <>
                <section aria-label={m.desk_members_contact()} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                  {card.member.email ? (
                    <a href={`mailto:${card.member.email}`} className={css({ textDecoration: 'underline', overflowWrap: 'anywhere', w: 'fit-content' })}>
                      {card.member.email}
                    </a>
                  ) : (
                    <p className={css({ color: 'fg.muted' })}>{m.desk_members_no_email()}</p>
                  )}
                  {card.member.phone ? (
                    <a href={`tel:${card.member.phone}`} className={css({ textDecoration: 'underline', w: 'fit-content' })}>
                      {card.member.phone}
                    </a>
                  ) : (
                    <p className={css({ color: 'fg.muted' })}>{m.desk_members_no_phone()}</p>
                  )}
                </section>
                <MemberCardFigures card={card} />
                <UpcomingBookings card={card} />
                <MemberNotes key={card.member.id} clubId={card.club.id} memberId={card.member.id} notes={card.notes} total={card.notes_total} />
              </>
            )}
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
