import { SettingsSection } from '~/components/settings/settings-parts'
import { PaymentRulesForm } from '~/components/settings/payment-rules-form'
import { m } from '~/i18n/staff'
import { savePaymentRules } from './settings-changes'
import type { SectionProps } from './settings-parts'

/** How members pay the club for a booking (see PaymentRulesForm); a new club starts with its country's defaults. */
export function PaymentSection({ settings, onSaved }: SectionProps) {
  return (
    <SettingsSection id="settings-payment" title={m.desk_settings_payment_title()} description={m.desk_settings_payment_description()}>
      <PaymentRulesForm
        rules={settings.payment}
        title={m.desk_settings_payment_title()}
        save={(ways, limit, minutes, refundsTo) => savePaymentRules(settings.club.id, ways, limit, minutes, refundsTo)}
        refundChoice
        onSaved={onSaved}
      />
    </SettingsSection>
  )
}
