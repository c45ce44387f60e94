import { SettingsSection } from '~/components/settings/settings-parts'
import { RefundWindowForm } from '~/components/settings/refund-window-form'
import { saveCancellationPolicy } from '../api/settings-changes'
import type { SectionProps } from './settings-parts'

/** How long before the start a member's cancellation is refunded in full. */
export function PolicySection({ settings, onSaved }: SectionProps) {
  return (
    <SettingsSection
      id="settings-policy"
      title="Cancellation policy"
      description="A member who cancels at least this long before the start is refunded in full; later, nothing. Bookings already made keep the policy they were made under."
    >
      <RefundWindowForm
        hours={settings.full_refund_hours}
        save={(hours) => saveCancellationPolicy(settings.club.id, hours)}
        onSaved={onSaved}
        title="Cancellation policy"
      />
    </SettingsSection>
  )
}
