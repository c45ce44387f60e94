import { m } from '~/i18n/explore'

// The About page's copy. The locations are not here: they come from the clubs table (features/network).
export const values = () => [
  { title: m.explore_community_title(), text: m.explore_community_text() },
  { title: m.explore_excellence_title(), text: m.explore_excellence_text() },
  { title: m.explore_innovation_title(), text: m.explore_innovation_text() },
]

export const facilities = () => [
  { title: m.explore_indoor_title(), text: m.explore_indoor_text() },
  { title: m.explore_clubhouse_title(), text: m.explore_clubhouse_text() },
  { title: m.explore_academy_title(), text: m.explore_academy_text() },
]
