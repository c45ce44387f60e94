import { useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Card from '~/components/ui/card'
import { useSession } from '~/db/use-session'
import { ChangeEmailDialog } from './change-email-dialog'
import { EditProfileDialog } from './edit-profile-dialog'
import { m } from '~/i18n/member'


/**
 * The /settings page content: personal information and security. The password dialog belongs to the
 * auth feature, so the route hands it in.
 */
export function AccountSettings(props: {
  changePassword: (dialog: { open: boolean; onClose: () => void }) => ReactNode
  /** The "Two-step sign-in" section (auth feature), under Security. */
  twoFactor?: (userId: string) => ReactNode
  /** One of the two e-mail change links has just been followed. */
  emailHalfConfirmed?: boolean
}) {
  const { user, profile } = useSession()
  const [editing, setEditing] = useState(false)
  const [changingPassword, setChangingPassword] = useState(false)
  const [changingEmail, setChangingEmail] = useState(false)
  if (!user) return null
  const email = user.email || profile?.email || ''

  const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '10rem 1fr' }, gap: { base: '0.5', sm: '4' } })
  const term = css({ color: 'fg.muted', textStyle: 'sm' })
  const value = css({ wordBreak: 'break-word' })

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '2xl' })}>
      <Card.Root>
        <Card.Header>
          <Card.Title>{m.profile_personal_information()}</Card.Title>
        </Card.Header>
        <Card.Body>
          <dl className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <div className={row}>
              <dt className={term}>{m.profile_email()}</dt>
              <dd className={value}>
                <span>{email || m.profile_not_set()}</span>
                {user.new_email ? (
                  <span role="status" className={css({ display: 'block', color: 'fg.muted', textStyle: 'sm' })}>
                    {props.emailHalfConfirmed
                      ? m.profile_email_half_confirmed({ email: user.new_email })
                      : m.profile_email_changing({ email: user.new_email })}
                  </span>
                ) : null}
              </dd>
            </div>
            <div className={row}>
              <dt className={term}>{m.profile_first_name()}</dt>
              <dd className={value}>{profile?.first_name || m.profile_not_set()}</dd>
            </div>
            <div className={row}>
              <dt className={term}>{m.profile_last_name()}</dt>
              <dd className={value}>{profile?.last_name || m.profile_not_set()}</dd>
            </div>
          </dl>
        </Card.Body>
        <Card.Footer className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Button variant="outline" onClick={() => setEditing(true)} disabled={!profile}>
            {m.profile_edit()}
          </Button>
          <Button variant="outline" onClick={() => setChangingEmail(true)} disabled={!email}>
            {m.profile_change_email()}
          </Button>
        </Card.Footer>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <Card.Title>{m.profile_security()}</Card.Title>
        </Card.Header>
        <Card.Body>
          <div className={row}>
            <span className={term}>{m.profile_password()}</span>
            <span aria-label={m.profile_password_hidden()}>••••••••</span>
          </div>
        </Card.Body>
        <Card.Footer>
          <Button variant="outline" onClick={() => setChangingPassword(true)}>
            {m.profile_change_password()}
          </Button>
        </Card.Footer>
      </Card.Root>

      {props.twoFactor?.(user.id)}

      {profile ? <EditProfileDialog open={editing} onClose={() => setEditing(false)} userId={user.id} profile={profile} /> : null}
      <ChangeEmailDialog open={changingEmail} onClose={() => setChangingEmail(false)} current={email} />
      {props.changePassword({ open: changingPassword, onClose: () => setChangingPassword(false) })}
    </div>
  )
}
