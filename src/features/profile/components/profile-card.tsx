import { css } from 'styled-system/css'
import * as Avatar from '~/components/ui/avatar'
import * as Card from '~/components/ui/card'
import { useSession } from '~/db/use-session'
import { fullName, initial } from '../display-name'
import { formatJoinedDate } from '../format-date'
import { roleLabel } from '~/lib/session/profile'
import { m } from '~/i18n/member'

/** The /profile page content: who the signed-in player is. */
export function ProfileCard() {
  const { user, profile } = useSession()
  if (!user || !profile) {
    return (
      <p role="status" className={css({ color: 'fg.muted' })}>
        {m.profile_loading()}
      </p>
    )
  }
  const name = fullName(profile) || profile.username || user.email || m.profile_user()
  const joined = formatJoinedDate(profile.created_at ?? user.created_at)
  const row = css({ display: 'flex', justifyContent: 'space-between', gap: '4', flexWrap: 'wrap' })
  const term = css({ color: 'fg.muted', textStyle: 'sm' })
  return (
    <Card.Root className={css({ maxW: '2xl' })}>
      <Card.Header className={css({ flexDirection: 'row', alignItems: 'center', gap: '4' })}>
        <Avatar.Root size="xl">
          <Avatar.Fallback>{initial(profile, user)}</Avatar.Fallback>
        </Avatar.Root>
        <div className={css({ minW: '0' })}>
          <Card.Title className={css({ textStyle: '2xl' })}>{name}</Card.Title>
          <Card.Description className={css({ wordBreak: 'break-all' })}>{profile.email ?? user.email}</Card.Description>
        </div>
      </Card.Header>
      <Card.Body>
        <dl className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '2' })}>
          {profile.username ? (
            <div className={row}>
              <dt className={term}>{m.profile_username()}</dt>
              <dd>{profile.username}</dd>
            </div>
          ) : null}
          <div className={row}>
            <dt className={term}>{m.profile_role()}</dt>
            <dd>{roleLabel(profile.role)}</dd>
          </div>
          <div className={row}>
            <dt className={term}>{m.profile_joined()}</dt>
            <dd>{joined ? <time dateTime={profile.created_at ?? user.created_at}>{joined}</time> : '—'}</dd>
          </div>
        </dl>
      </Card.Body>
    </Card.Root>
  )
}
