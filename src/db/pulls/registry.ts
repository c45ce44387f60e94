import { availability } from './availability'
import { deskDashboard } from './desk-dashboard'
import { deskDay, deskDays } from './desk-days'
import { deskMembers } from './desk-members'
import { myOpenMatches } from './open-matches/my-open-matches'
import { openMatches } from './open-matches/open-matches'
import { playerData } from './player/player-data'
import { publicReference } from './public-reference'
import type { Pull } from './pull'

/**
 * Every dataset the sync engine pulls, in the order a sync cycle runs them: the player's data (or a visitor's
 * public clubs and courts), the open matches (visitors' too) and the player's own, the watched club days, then the
 * desk's dashboard, days and members. Adding one: its file in this folder, and one line here.
 */
export const pulls = [playerData, publicReference, openMatches, myOpenMatches, availability, deskDashboard, deskDays, deskMembers, deskDay] as const

type AnyPull = (typeof pulls)[number]

export type PullName = AnyPull['name']

/** The key a pull runs for (a club day, a club), void for one that runs once per cycle. */
export type PullKey<N extends PullName> = Parameters<Extract<AnyPull, { name: N }>['run']>[1]

/** The pulls a screen asks for, by key (the ones without a key come with every sync: see syncNow). */
export type KeyedPullName = { [N in PullName]: PullKey<N> extends void ? never : N }[PullName]

const byName = new Map<string, Pull<unknown>>(pulls.map((pull) => [pull.name, pull]))

export function pullNamed<N extends PullName>(name: N): Pull<PullKey<N>> {
  return byName.get(name) as Pull<PullKey<N>>
}
