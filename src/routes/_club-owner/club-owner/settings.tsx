import { createFileRoute } from '@tanstack/react-router'
import { SettingsScreen } from '~/features/club-desk/settings/settings-screen'

export const Route = createFileRoute('/_club-owner/club-owner/settings')({
  staticData: { followsClubChoice: true },
  component: SettingsScreen,
})
