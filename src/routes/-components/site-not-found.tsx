import { RouteNotFound } from '~/components/route-states/not-found'
import { PublicShell } from './public-shell'

/** An address nothing answers: the 404 in the visitor's frame, with the header and footer every public page has. */
export default function SiteNotFound() {
  return (
    <PublicShell>
      <RouteNotFound />
    </PublicShell>
  )
}
