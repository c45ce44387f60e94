import { Badge } from '~/components/ui/badge'
import type { StatusTone } from '../lib/ledger'

export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return <Badge tone={tone}>{label}</Badge>
}
