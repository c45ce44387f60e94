import type { ClubSettings } from './club-settings'

export interface SectionProps {
  settings: ClubSettings
  /** A change was saved: read the settings again (sections whose values did not change keep what is typed). */
  onSaved: () => void
}
