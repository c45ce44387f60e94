import * as v from 'valibot'
import { addOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import { toProfile } from '../sync/rows'
import { newUuid } from '../uuid'
import { defineOperation } from './operation'
import { said } from '~/lib/words'

/** PostgreSQL's check_violation: the profile trigger refusing a name (profiles_names_speak_for_no_one). */
const CHECK_VIOLATION = '23514'

/** A names edit: a conditional update of the profile row, not an RPC. */
const payload = v.object({
  first_name: v.string(),
  last_name: v.string(),
  /** The profile's updated_at the edit was based on: a newer one on the server is a stale-edit conflict. */
  baseUpdatedAt: v.nullable(v.string()),
})


export const profile = defineOperation({
  kind: 'profile',
  payload,
  /**
   * Answers like an RPC's, its sentence named as the server names its own (message_key): the stored row travels
   * as the answer's `profile`.
   */
  async send({ api }, item) {
    const { first_name, last_name, baseUpdatedAt } = item.payload
    const res = await api.updateProfile(item.userId, { first_name, last_name }, baseUpdatedAt)
    // The names' rule (a name that could pass for ELSY speaking) refuses with its sentence: final, not a retry.
    if (res.error?.code === CHECK_VIOLATION) return { data: { status: 'invalid_name', message: res.error.message }, error: null }
    if (res.error) return res
    const updated = toProfile(res.data[0])
    if (updated) return { data: { status: 'updated', message: '', ...said('outbox_profile_updated'), profile: updated }, error: null }
    // Nothing matched: the row is gone, or newer than our base. Our own earlier write (answer lost) counts as done.
    const current = await api.fetchProfile(item.userId)
    if (current.error) return current
    const row = toProfile(current.data)
    if (!row) return { data: { status: 'unknown_profile', message: '', ...said('outbox_profile_not_found') }, error: null }
    if (row.first_name === first_name && row.last_name === last_name) {
      return { data: { status: 'replayed', message: '', ...said('outbox_profile_updated'), profile: row }, error: null }
    }
    return { data: { status: 'stale_profile', message: '', ...said('outbox_profile_stale') }, error: null }
  },
  done: ['updated', 'replayed'],
  conflict: ['stale_profile'],
  async applyDone(db, item, answer) {
    const row = toProfile(answer?.profile)
    if (!row) return
    const local = await db.profile.get(row.id)
    await db.profile.put(row)
    // Later edits were based on the row just replaced; rebase them so they do not look stale.
    const oldBase = item.payload.baseUpdatedAt
    await db.outbox
      .where('kind')
      .equals('profile')
      .modify((later) => {
        if (later.kind !== 'profile' || later.id === item.id || later.status !== 'pending') return
        if (later.payload.baseUpdatedAt === oldBase || later.payload.baseUpdatedAt === local?.updated_at) {
          later.payload = { ...later.payload, baseUpdatedAt: row.updated_at }
        }
      })
  },
  applyTables: (db) => [db.profile],
  rereadsSessionProfile: true,
  overlay: {
    // An edit not settled yet stays what this device shows until it is sent or discarded.
    profile: (row, item) => ({ ...row, first_name: item.payload.first_name, last_name: item.payload.last_name }),
  },
  // "Keep my version": the base check is dropped so the edit overwrites the newer server row.
  retryPayload: (p) => ({ ...p, baseUpdatedAt: null }),
  label: () => ({ title: said('outbox_profile_edit'), link: '/profile' }),
  retryInStatusList: said('outbox_keep_my_version'),
})

/**
 * Saves the user's names on this device at once (optimistic) and queues them for the server, in one
 * transaction. A newer queued edit replaces an older one that was never sent (only the last names matter).
 */
export async function queueProfileUpdate(names: { first_name: string; last_name: string }): Promise<{ outboxId: string }> {
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta, db.profile], async () => {
    const local = await db.profile.get(db.userId)
    if (local) await db.profile.put({ ...local, ...names })
    const waiting = await db.outbox
      .where('kind')
      .equals('profile')
      .filter((i) => i.kind === 'profile' && i.status === 'pending' && i.attempts === 0)
      .first()
    if (waiting?.kind === 'profile') {
      await db.outbox.update(waiting.id, { payload: { ...waiting.payload, ...names } })
      return { outboxId: waiting.id }
    }
    const id = newUuid()
    // The edit is based on the server's updated_at as last pulled; the local row keeps it (names change only).
    await addOutboxItem(db, id, { kind: 'profile', payload: { ...names, baseUpdatedAt: local?.updated_at ?? null } })
    return { outboxId: id }
  })
  requestDrain()
  return result
}
