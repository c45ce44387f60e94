import { Badge as Pill } from '~/components/ui/badge'
import type { Badge as BadgeData } from '../lib/match-text'

export function Badge({ label, tone }: BadgeData) {
  return <Pill tone={tone}>{label}</Pill>
}
