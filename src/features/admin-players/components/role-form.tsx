import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { m } from '~/i18n/staff'
import { notify } from '~/lib/toast'
import { ROLES, roleLabel, type Role } from '~/lib/session/profile'
import { setPlayerRole, type PlayerCard } from '../api/admin-players'

const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '2', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l2', p: '3', minW: '0' })
const legend = css({ textStyle: 'sm', fontWeight: 'semibold', px: '1' })
const choice = css({ display: 'flex', gap: '2', alignItems: 'flex-start', textStyle: 'sm', '& input': { mt: '0.5', flexShrink: '0' } })
const list = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '2', maxH: '18rem', overflowY: 'auto', p: '1' })

/**
 * The player's role, and what they own with it: the clubs of a club owner, the countries of a country owner.
 * Clubs and countries someone else owns are shown but cannot be chosen; the server refuses them anyway.
 */
export function RoleForm({ card, onChanged }: { card: PlayerCard; onChanged: () => void }) {
  const { player, owns, choices } = card
  const [role, setRole] = useState<Role>(player.role)
  const [clubs, setClubs] = useState<string[]>(owns.clubs.map((c) => c.id))
  const [countries, setCountries] = useState<string[]>(owns.countries.map((c) => c.code))
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const name = useId()
  const refusalId = useId()
  const toggle = (values: string[], value: string, on: boolean) => (on ? [...values, value] : values.filter((v) => v !== value))

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setBusy(true)
    setRefusal(null)
    try {
      const answer = await setPlayerRole(player.id, role, clubs, countries)
      if (answer.done) {
        notify.success(answer.message)
        onChanged()
      } else {
        setRefusal(answer.message)
      }
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} aria-describedby={refusal ? refusalId : undefined} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <fieldset className={fieldset}>
        <legend className={legend}>{m.admin_players_role()}</legend>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', columnGap: '5' })}>
          {ROLES.map((r) => (
            <label key={r} className={choice}>
              <input type="radio" name={name} value={r} checked={role === r} onChange={() => setRole(r)} />
              {roleLabel(r)}
            </label>
          ))}
        </div>
      </fieldset>
      {role === 'club_owner' ? (
        <fieldset className={fieldset}>
          <legend className={legend}>{m.admin_players_clubs_owned()}</legend>
          <div className={list}>
            {choices.clubs.map((c) => {
              const other = c.owner && c.owner.id !== player.id ? c.owner : null
              return (
                <label key={c.id} className={choice}>
                  <input type="checkbox" checked={clubs.includes(c.id)} disabled={other !== null} onChange={(e) => setClubs(toggle(clubs, c.id, e.target.checked))} />
                  <span>
                    {c.name}
                    <span className={css({ display: 'block', color: 'fg.muted', textStyle: 'xs' })}>
                      {c.city}
                      {other ? ` · ${m.admin_players_owned_by({ name: other.name })}` : ''}
                    </span>
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
      ) : null}
      {role === 'country_owner' ? (
        <fieldset className={fieldset}>
          <legend className={legend}>{m.admin_players_countries_owned()}</legend>
          <div className={list}>
            {choices.countries.map((c) => {
              const other = c.owner && c.owner.id !== player.id ? c.owner : null
              return (
                <label key={c.code} className={choice}>
                  <input
                    type="checkbox"
                    checked={countries.includes(c.code)}
                    disabled={other !== null}
                    onChange={(e) => setCountries(toggle(countries, c.code, e.target.checked))}
                  />
                  <span>
                    {c.name}
                    {other ? <span className={css({ display: 'block', color: 'fg.muted', textStyle: 'xs' })}>{m.admin_players_owned_by({ name: other.name })}</span> : null}
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
      ) : null}
      {role === 'member' || role === 'super_admin' ? (
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{role === 'member' ? m.admin_players_member_frees() : m.admin_players_admin_frees()}</p>
      ) : null}
      {refusal ? (
        <p id={refusalId} role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {refusal}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={busy} loadingText={m.admin_players_saving()}>
          {m.admin_players_save_role()}
        </Button>
      </div>
    </form>
  )
}
