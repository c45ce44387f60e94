import { useMatches } from '@tanstack/react-router'
import { useId } from 'react'
import { css, cx } from 'styled-system/css'
import { NativeSelect } from '../native-select'
import { useOptionalClubChoice } from './club-choice'
import { m } from '~/i18n/member'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page shows the club chosen in the top bar (it reads the area's club choice): the top bar offers the club
     * switcher on this page only. Pages that show a country, the network or their own filters leave it out.
     */
    followsClubChoice?: boolean
  }
}

/**
 * The top bar's club switcher, for staff of two or more clubs in an area with a club choice, on a page that follows
 * it (its route declares `staticData: { followsClubChoice: true }`): which club the staff pages show. A native
 * select: on a phone it opens the system's own picker. The choice itself lives in the area's layout, so it carries
 * across the pages in between.
 */
export function ClubSwitcher({ className }: { className?: string }) {
  const id = useId()
  const choice = useOptionalClubChoice()
  const pageFollowsChoice = useMatches({ select: (matches) => matches.some((m) => m.staticData.followsClubChoice === true) })
  if (!pageFollowsChoice || !choice || choice.clubs.status !== 'ready' || choice.clubs.clubs.length < 2 || !choice.club) return null
  return (
    <div data-club-switcher className={cx(css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' }), className)}>
      <label htmlFor={id} className={css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg.muted', flexShrink: 0 })}>
        {m.syncinfo_club()}
      </label>
      <NativeSelect
        id={id}
        value={choice.club.id}
        title={choice.club.name}
        onChange={(e) => choice.choose(e.target.value)}
        className={css({ flex: { base: '1', lg: '0 1 auto' }, maxW: { md: 'sm', lg: '56' }, textStyle: 'sm', fontWeight: 'medium', textOverflow: 'ellipsis' })}
      >
        {choice.clubs.clubs.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
