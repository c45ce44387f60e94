import { createFileRoute } from '@tanstack/react-router'
import { CountrySettingsScreen } from '~/features/country-settings/components/country-settings-screen'

export const Route = createFileRoute('/_country-owner/country-owner/settings')({
  component: CountrySettingsScreen,
})
