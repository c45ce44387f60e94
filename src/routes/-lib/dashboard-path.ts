// The rule lives with the session (sign-in lands by it too); the public pages keep importing it from here.
export { dashboardPath } from '~/lib/session/areas'
