import { definePull, everyCycle } from '../pull'
import { storeMatchList } from './store-matches'

/**
 * Every open match the player organises, plays in, asked for or waits for, from 30 days ago: their places, what
 * they owe and the organiser's requests, kept so the match page opens offline.
 */
export const myOpenMatches = definePull({
  name: 'my-open-matches',
  reads: ['my_open_matches'],
  stores: ['myOpenMatches', 'meta'],
  runs: everyCycle,
  run: async ({ db, api }) => storeMatchList(db, db.myOpenMatches, 'myOpenMatches', await api.rpc('my_open_matches', {})),
})
