import { useState } from 'react'
import { css } from 'styled-system/css'
import { PageHeader } from '~/components/page-header'
import { PaymentRulesForm } from '~/components/settings/payment-rules-form'
import { PeakHoursForm } from '~/components/settings/peak-hours-form'
import { RefundWindowForm } from '~/components/settings/refund-window-form'
import { SettingsSection } from '~/components/settings/settings-parts'
import { useSyncStatus } from '~/db/queries'
import { m } from '~/i18n/staff'
import { getFormatTag } from '~/i18n/current-locale'
import { useLoaded } from '~/lib/use-loaded'
import { fetchCountrySettings, saveCountryDefaults, saveCountryPaymentDefaults, type CountrySettings } from '../api/country-settings'

const fact = css({ display: 'flex', flexDirection: 'column', gap: '0.5' })
const factLabel = css({ textStyle: 'sm', color: 'fg.muted' })

/**
 * The country's settings: its currency and time zone (set with the country, shown here), and the cancellation policy,
 * peak hours and ways to pay a new club of the country starts with. Changing a default changes no existing club.
 */
export function CountrySettingsScreen() {
  const { online } = useSyncStatus()
  const [version, setVersion] = useState(0)
  const loaded = useLoaded(`country-settings/${online}`, fetchCountrySettings, version)
  const reload = () => setVersion((n) => n + 1)

  return (
    <>
      <PageHeader title={m.country_settings_title()} description={m.country_settings_description()} />
      {loaded === null ? (
        <p role="status">{m.country_settings_loading()}</p>
      ) : 'error' in loaded ? (
        <p role="alert" className={css({ color: 'fg.error' })}>
          {m.country_settings_load_failed({ error: loaded.error })}
        </p>
      ) : loaded.data.countries.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{m.country_settings_no_country()}</p>
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          {loaded.data.countries.map((c) => (
            <CountryCard key={c.code} country={c} slotStarts={loaded.data.slot_starts} onSaved={reload} />
          ))}
        </div>
      )}
    </>
  )
}

function CountryCard({ country: c, slotStarts, onSaved }: { country: CountrySettings; slotStarts: string[]; onSaved: () => void }) {
  const id = `country-${c.code.toLowerCase()}`
  return (
    <SettingsSection
      id={id}
      title={c.name}
      description={m.country_settings_country_description({ count: c.clubs, shown: new Intl.NumberFormat(getFormatTag()).format(c.clubs) })}
    >
      <dl className={css({ display: 'flex', flexWrap: 'wrap', gap: '6', mb: '4' })}>
        <div className={fact}>
          <dt className={factLabel}>{m.country_settings_currency()}</dt>
          <dd className={css({ fontWeight: 'semibold' })}>{c.currency}</dd>
        </div>
        <div className={fact}>
          <dt className={factLabel}>{m.country_settings_time_zone()}</dt>
          <dd className={css({ fontWeight: 'semibold' })}>{c.time_zone}</dd>
        </div>
      </dl>
      <h3 className={css({ fontWeight: 'semibold' })}>{m.country_settings_default_policy()}</h3>
      <p className={css({ textStyle: 'sm', color: 'fg.muted', mb: '2' })}>{m.country_settings_policy_explain()}</p>
      {/* Each form is keyed by its own saved values: a save shows what the server kept, while the other form keeps
          what is being typed in it (saving the policy must not undo an unsaved peak change). */}
      <RefundWindowForm
        key={c.full_refund_hours}
        title={m.country_settings_policy_for({ country: c.name })}
        hours={c.full_refund_hours}
        save={(hours) => saveCountryDefaults(c.code, hours, c.peak.starts_at ?? '', c.peak.weekdays)}
        onSaved={onSaved}
      />
      <PeakHoursForm
        key={JSON.stringify(c.peak)}
        title={m.country_settings_default_peak()}
        startsAt={c.peak.starts_at}
        weekdays={c.peak.weekdays}
        slotStarts={slotStarts}
        save={(startsAt, weekdays) => saveCountryDefaults(c.code, c.full_refund_hours, startsAt, weekdays)}
        onSaved={onSaved}
      />
      <h3 className={css({ fontWeight: 'semibold', mt: '6' })}>{m.desk_settings_payment_title()}</h3>
      <p className={css({ textStyle: 'sm', color: 'fg.muted', mb: '2' })}>{m.country_settings_payment_explain()}</p>
      <PaymentRulesForm
        key={JSON.stringify(c.payment)}
        rules={c.payment}
        title={m.country_settings_payment_for({ country: c.name })}
        save={(ways, limit, minutes) => saveCountryPaymentDefaults(c, ways, limit, minutes)}
        onSaved={onSaved}
      />
    </SettingsSection>
  )
}
