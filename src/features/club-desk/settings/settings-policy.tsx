import { SettingsSection } from '~/components/settings/settings-parts'
import { m } from '~/i18n/staff'
import { RefundWindowForm } from '~/components/settings/refund-window-form'
import { saveCancellationPolicy } from './settings-changes'
import type { SectionProps } from './settings-parts'

/** How long before the start a member's cancellation is refunded in full. */
export function PolicySection({ settings, onSaved }: SectionProps) {
  return (
    <SettingsSection
      id="settings-policy"
      title={m.desk_settings_policy_title()}
      description={m.desk_settings_policy_description()}
    >
      <RefundWindowForm
        hours={settings.full_refund_hours}
        save={(hours) => saveCancellationPolicy(settings.club.id, hours)}
        onSaved={onSaved}
        title={m.desk_settings_policy_title()}
      />
    </SettingsSection>
  )
}
