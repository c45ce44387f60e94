import * as v from 'valibot'
import { said } from '~/lib/words'
import { addOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import { newUuid } from '../uuid'
import { defineOperation } from './operation'

/** `set_my_locale`: the player's language, null to follow the browser again. The last choice wins. */
const payload = v.object({ locale: v.nullable(v.string()) })

export const profileLocale = defineOperation({
  kind: 'profile_locale',
  payload,
  // An empty text is how "follow the browser" travels (the function reads it as null).
  rpc: { name: 'set_my_locale', args: (p) => ({ p_locale: p.locale ?? '' }) },
  done: ['updated'],
  conflict: [],
  async applyDone(db, item) {
    const row = await db.profile.get(db.userId)
    if (row) await db.profile.put({ ...row, locale: item.payload.locale })
  },
  applyTables: (db) => [db.profile],
  rereadsSessionProfile: true,
  overlay: {
    // Chosen on this device: it holds until the server has it, whatever an earlier pull brought.
    profile: (row, item) => ({ ...row, locale: item.payload.locale }),
  },
  label: () => ({ title: said('locale_change_title'), link: '/settings' }),
})

/**
 * Saves the player's language on this device at once and queues it for the server in one transaction; a
 * newer choice replaces one never sent (only the last matters).
 */
export async function queueProfileLocale(locale: string | null): Promise<{ outboxId: string }> {
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta, db.profile], async () => {
    const local = await db.profile.get(db.userId)
    if (local) await db.profile.put({ ...local, locale })
    const waiting = await db.outbox
      .where('kind')
      .equals('profile_locale')
      .filter((i) => i.kind === 'profile_locale' && i.status === 'pending' && i.attempts === 0)
      .first()
    if (waiting?.kind === 'profile_locale') {
      await db.outbox.update(waiting.id, { payload: { locale } })
      return { outboxId: waiting.id }
    }
    const id = newUuid()
    await addOutboxItem(db, id, { kind: 'profile_locale', payload: { locale } })
    return { outboxId: id }
  })
  requestDrain()
  return result
}
