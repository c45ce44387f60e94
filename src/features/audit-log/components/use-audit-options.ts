import { useEffect, useState } from 'react'
import { fetchStaffClubs, type StaffClub } from '~/lib/staff-clubs'
import { fetchAuditActionKinds, type ActionKind } from '../api/audit-action-kinds'

export interface AuditOptions {
  clubs: StaffClub[]
  actions: ActionKind[]
}

/**
 * What the filters offer: the clubs the user may see (all of them for a super admin) and the kinds of action.
 * Read again when the connection comes back; until then the selects offer "All" only.
 */
export function useAuditOptions(online: boolean): AuditOptions {
  const [options, setOptions] = useState<AuditOptions>({ clubs: [], actions: [] })
  useEffect(() => {
    if (!online) return
    let live = true
    // The page's own answer says why when these fail (offline, not allowed): the filters just stay short.
    Promise.all([fetchStaffClubs(), fetchAuditActionKinds()]).then(
      ([clubs, actions]) => live && setOptions({ clubs, actions }),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [online])
  return options
}
