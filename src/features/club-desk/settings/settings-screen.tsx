import { useEffect, useState } from 'react'
import { m } from '~/i18n/staff'
import { css, cx } from 'styled-system/css'
import { useClubChoice } from '~/components/club-choice/club-choice'
import { PageHeader } from '~/components/page-header'
import { fetchClubSettings, type ClubSettings } from './club-settings'
import { ClosuresSection } from './settings-closures'
import { CourtsSection } from './settings-courts'
import { DetailsSection } from './settings-details'
import { HoursSection } from './settings-hours'
import { PaymentSection } from './settings-payment'
import { PolicySection } from './settings-policy'
import { PricesSection } from './settings-prices'

const column = css({ display: 'grid', gap: '6', minW: '0' })

type Loaded = { clubId: string; settings: ClubSettings } | { clubId: string; error: string }

/** The club's settings: details, hours, closure days, courts, prices and the cancellation policy. */
export function SettingsScreen() {
  const { clubs, club } = useClubChoice()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (!club) return
    let live = true
    fetchClubSettings(club.id).then(
      (settings) => live && setLoaded({ clubId: club.id, settings }),
      (err: unknown) => live && setLoaded({ clubId: club.id, error: err instanceof Error ? err.message : String(err) }),
    )
    return () => {
      live = false
    }
  }, [club, version])
  // After a save the page keeps showing the last settings until the new ones arrive.
  const current = loaded && club && loaded.clubId === club.id ? loaded : null
  const settings = current && 'settings' in current ? current.settings : null
  const error =
    clubs.status === 'error'
      ? clubs.message
      : clubs.status === 'ready' && !club
        ? m.desk_no_club()
        : current && 'error' in current
          ? current.error
          : null
  const props = settings ? { settings, onSaved: () => setVersion((n) => n + 1) } : null
  // A section is remounted only when its own saved values change, so what is typed elsewhere stays.
  const keyOf = (...parts: unknown[]) => JSON.stringify(parts)

  return (
    <>
      <PageHeader
        title={m.desk_settings_title()}
        description={settings ? m.desk_settings_description({ club: settings.club.name }) : m.desk_settings_description_any()}
      />
      {error ? (
        <p role="alert" className={css({ color: 'fg.error' })}>
          {m.desk_settings_failed({ error })}
        </p>
      ) : !props || !settings ? (
        <p className={css({ color: 'fg.muted' })}>{m.desk_settings_loading()}</p>
      ) : (
        <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', xl: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' })}>
          <DetailsSection key={keyOf(settings.club)} {...props} />
          {/* Beside details, closures and policy on a wide screen; second on a phone. */}
          <div className={css({ gridRow: { xl: 'span 3' }, gridColumn: { xl: '2' }, minW: '0' })}>
            <HoursSection key={keyOf(settings.club.id, settings.hours)} {...props} />
          </div>
          <ClosuresSection key={keyOf(settings.club.id)} {...props} />
          <PolicySection key={keyOf(settings.club.id, settings.full_refund_hours)} {...props} />
          <PaymentSection key={keyOf(settings.club.id, settings.payment)} {...props} />
          <div className={cx(column, css({ gridColumn: { xl: '1 / -1' } }))}>
            <CourtsSection key={keyOf(settings.club.id)} {...props} />
            <PricesSection key={keyOf(settings.club.id)} {...props} />
          </div>
        </div>
      )}
    </>
  )
}
