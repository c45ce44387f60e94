import { css } from 'styled-system/css'
import { SearchIcon } from '~/components/icons'
import { Input } from '~/components/ui/input'
import { m } from '~/i18n/member'

/** Search by name or username: on the server when online (real ranks kept), among cached rows offline. */
export function RankingsSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div role="search" className={css({ position: 'relative', w: { base: 'full', md: '72' } })}>
      <label htmlFor="rankings-search" className={css({ srOnly: true })}>
        {m.rankings_search_players()}
      </label>
      <span className={css({ position: 'absolute', insetStart: '3', top: '50%', transform: 'translateY(-50%)', color: 'fg.muted', pointerEvents: 'none' })}>
        <SearchIcon size={16} />
      </span>
      <Input
        id="rankings-search"
        type="search"
        placeholder={m.rankings_search_players()}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        className={css({ ps: '9' })}
      />
    </div>
  )
}
