import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { closeUserDatabase, openUserDatabase } from '../user-database'
import { queueBooking, rebookConflict } from '../operations/book'
import { queueCancellation } from '../operations/cancel'
import { readMyBookings } from '../queries/my-bookings'
import { queueProfileUpdate } from '../operations/profile'
import { countUnsynced } from '../unsynced'
import type { ApiResult } from './api'
import { BACKOFF_CAP_MS, backoffDelay } from './backoff'
import { drainOutbox } from './drain'
import { CLUB, COURT, fakeApi, seedReference } from '~/testing/fake-sync-api'
import { errorText, sayWords } from '~/i18n/server-words'
import { profileRow } from '~/testing/profile'

let n = 0
async function freshDb() {
  const userId = `user-${++n}-${Math.random().toString(16).slice(2)}`
  const db = await openUserDatabase(userId)
  await seedReference(db)
  return db
}
const book = (slotId: number, date = '2099-06-01') => queueBooking({ clubId: CLUB, courtId: COURT, date, slotId })
const offline: ApiResult<unknown> = { data: null, error: { message: 'TypeError: Failed to fetch', status: 0 } }
/** What the player reads when a queue function refuses. */
const refusal = (queued: Promise<unknown>) => queued.catch((err: unknown) => errorText(err, 'no words'))

afterEach(() => closeUserDatabase())

describe('enqueue', () => {
  it('saves a booking preview and its outbox item together, keyed by the booking id', async () => {
    const db = await freshDb()
    const { bookingId } = await book(3)
    const item = await db.outbox.get(bookingId)
    expect(item).toMatchObject({ kind: 'book', status: 'pending', attempts: 0, userId: db.userId, seq: 1 })
    expect(item?.kind === 'book' && item.payload.preview).toMatchObject({ id: bookingId, court_number: 1, slot_label: '12:00 - 13:30', price: 24 })
    expect(JSON.stringify(item)).not.toMatch(/token|eyJ/i)
    expect(await countUnsynced(db.userId)).toBe(1)
  })

  it('writes nothing when the booking cannot be built locally (one transaction)', async () => {
    const db = await freshDb()
    await expect(queueBooking({ clubId: CLUB, courtId: 'nope', date: '2099-06-01', slotId: 1 })).rejects.toThrow()
    expect(await db.outbox.count()).toBe(0)
    expect(await db.meta.get('outboxSeq')).toBeUndefined()
  })

  it('refuses a second local booking of the same court-slot', async () => {
    await freshDb()
    await book(2)
    await expect(book(2)).rejects.toMatchObject({ words: { message_key: 'outbox_slot_taken' } })
    expect(await refusal(book(2))).toBe('This court is already booked for that time slot.')
  })
})

describe('drain', () => {
  it('queues a booking paid by card with its price due until the card pays it', async () => {
    const db = await freshDb()
    const { bookingId } = await queueBooking({ clubId: CLUB, courtId: COURT, date: '2099-06-01', slotId: 4, payWith: 'card' })
    const item = await db.outbox.get(bookingId)
    expect(item?.kind === 'book' && item.payload).toMatchObject({ payWith: 'card', preview: { pay_with: 'card', due: 24 } })
    const { api, calls } = fakeApi(db.userId)
    await drainOutbox(db, api)
    expect(calls[0]).toMatchObject({ fn: 'book_court', args: { p_pay_with: 'card' } })
  })

  it('sends items oldest first and marks them done', async () => {
    const db = await freshDb()
    const ids = [(await book(5)).bookingId, (await book(1)).bookingId, (await book(3)).bookingId]
    const { api, calls } = fakeApi(db.userId)
    const result = await drainOutbox(db, api)
    expect(result).toMatchObject({ stop: 'empty', settled: 3 })
    expect(calls.map((c) => c.args.p_booking_id)).toEqual(ids)
    expect((await db.outbox.toArray()).every((i) => i.status === 'done')).toBe(true)
    expect(await countUnsynced(db.userId)).toBe(0)
    expect((await db.meta.get('walletBalances'))?.value).toEqual([{ currency: 'EUR', balance: 10 }])
  })

  it('backs off after a network error and holds the queue behind the head item', async () => {
    const db = await freshDb()
    const first = (await book(1)).bookingId
    await book(2)
    let now = 1_000_000
    let online = false
    const { api, calls } = fakeApi(db.userId, {
      rpc: () => (online ? { data: { status: 'confirmed', message: 'ok' }, error: null } : offline),
    })
    const opts = { now: () => now, random: () => 1 }
    expect(await drainOutbox(db, api, opts)).toMatchObject({ stop: 'offline', wakeAt: now + 1000 })
    expect(await db.outbox.get(first)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: now + 1000 })
    expect(calls).toHaveLength(1)

    expect(await drainOutbox(db, api, opts)).toMatchObject({ stop: 'backoff' })
    expect(calls).toHaveLength(1)

    now += 1000
    await drainOutbox(db, api, opts)
    expect(await db.outbox.get(first)).toMatchObject({ attempts: 2, nextAttemptAt: now + 2000 })

    online = true
    now += 2000
    expect(await drainOutbox(db, api, opts)).toMatchObject({ stop: 'empty', settled: 2 })
    expect(calls.map((c) => c.args.p_booking_id)[2]).toBe(first)
  })

  it('grows the backoff exponentially with jitter, capped at 60 s', () => {
    expect(backoffDelay(1, () => 1)).toBe(1000)
    expect(backoffDelay(4, () => 1)).toBe(8000)
    expect(backoffDelay(4, () => 0)).toBe(4000)
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_CAP_MS)
  })

  it('resumes an item a killed page left in flight, and the server replay makes it count once', async () => {
    const db = await freshDb()
    const { bookingId } = await book(4)
    await db.outbox.update(bookingId, { status: 'inflight', attempts: 1 })
    const server = new Set<string>([bookingId]) // the first send had reached the server
    const { api, calls } = fakeApi(db.userId, {
      rpc: (_fn, args) => {
        const id = String(args.p_booking_id)
        const status = server.has(id) ? 'replayed' : 'confirmed'
        server.add(id)
        return { data: { status, message: 'Booking Successful!' }, error: null }
      },
    })
    expect(await drainOutbox(db, api)).toMatchObject({ stop: 'empty', settled: 0 })
    expect(calls).toHaveLength(0) // without the lock an inflight item is not ours to resume
    await drainOutbox(db, api, { resumeInflight: true })
    expect(calls.map((c) => c.args.p_booking_id)).toEqual([bookingId])
    expect(await db.outbox.get(bookingId)).toMatchObject({ status: 'done', resultCode: 'replayed', attempts: 2 })
    expect(server.size).toBe(1)
  })

  it('resends the same idempotency key after a lost answer, so the server books once', async () => {
    const db = await freshDb()
    const { bookingId } = await book(6)
    const bookings = new Map<string, number>()
    let loseAnswer = true
    const { api } = fakeApi(db.userId, {
      rpc: (_fn, args) => {
        const id = String(args.p_booking_id)
        const replay = bookings.has(id)
        bookings.set(id, (bookings.get(id) ?? 0) + (replay ? 0 : 1))
        if (loseAnswer) {
          loseAnswer = false
          return offline
        }
        return { data: { status: replay ? 'replayed' : 'confirmed', message: 'ok' }, error: null }
      },
    })
    let now = 0
    await drainOutbox(db, api, { now: () => now })
    now += BACKOFF_CAP_MS
    await drainOutbox(db, api, { now: () => now })
    expect(bookings.get(bookingId)).toBe(1)
    expect(await db.outbox.get(bookingId)).toMatchObject({ status: 'done', resultCode: 'replayed' })
  })

  it('keeps a conflict with the server message, never resends it, and goes on with the next item', async () => {
    const db = await freshDb()
    const taken = (await book(7)).bookingId
    const next = (await book(8)).bookingId
    const { api, calls } = fakeApi(db.userId, {
      rpc: (_fn, args) =>
        args.p_booking_id === taken
          ? { data: { status: 'slot_taken', message: 'This court is already booked for that time slot.' }, error: null }
          : { data: { status: 'confirmed', message: 'ok' }, error: null },
    })
    await drainOutbox(db, api)
    await drainOutbox(db, api)
    expect(await db.outbox.get(taken)).toMatchObject({
      status: 'conflict',
      resultCode: 'slot_taken',
      lastError: { text: 'This court is already booked for that time slot.' },
    })
    expect(await db.outbox.get(next)).toMatchObject({ status: 'done' })
    expect(calls.filter((c) => c.args.p_booking_id === taken)).toHaveLength(1)
    expect(await countUnsynced(db.userId)).toBe(1)

    const { bookingId } = await rebookConflict(taken, { courtId: COURT, date: '2099-06-01', slotId: 6 })
    expect(await db.outbox.get(taken)).toBeUndefined()
    expect(await db.outbox.get(bookingId)).toMatchObject({ status: 'pending', kind: 'book' })
  })

  it('refreshes an expired token once and retries the item', async () => {
    const db = await freshDb()
    const { bookingId } = await book(2)
    let expired = true
    const { api, calls, refreshes } = fakeApi(db.userId, {
      rpc: () => {
        if (expired) {
          expired = false
          return { data: null, error: { message: 'JWT expired', code: 'PGRST301', status: 401 } }
        }
        return { data: { status: 'confirmed', message: 'ok' }, error: null }
      },
    })
    expect(await drainOutbox(db, api)).toMatchObject({ stop: 'empty', needsSignIn: false })
    expect(refreshes()).toBe(1)
    expect(calls).toHaveLength(2)
    expect(await db.outbox.get(bookingId)).toMatchObject({ status: 'done', attempts: 1 })
  })

  it('keeps the queue and asks for a new sign-in when the session cannot be refreshed', async () => {
    const db = await freshDb()
    const { bookingId } = await book(2)
    const { api } = fakeApi(db.userId, {
      refresh: 'rejected',
      rpc: () => ({ data: null, error: { message: 'JWT expired', code: 'PGRST301', status: 401 } }),
    })
    expect(await drainOutbox(db, api)).toMatchObject({ stop: 'auth', needsSignIn: true })
    expect(await db.outbox.get(bookingId)).toMatchObject({ status: 'pending', attempts: 0, lastError: { text: 'JWT expired' } })

    const signedOut = fakeApi(db.userId, { session: { state: 'signed-out' } })
    expect(await drainOutbox(db, signedOut.api)).toMatchObject({ stop: 'signed-out', needsSignIn: true })
    expect(signedOut.calls).toHaveLength(0)
  })

  it('does not send another user\'s queue with this session', async () => {
    const db = await freshDb()
    await book(1)
    const { api, calls } = fakeApi('someone-else')
    expect(await drainOutbox(db, api)).toMatchObject({ stop: 'signed-out', needsSignIn: true })
    expect(calls).toHaveLength(0)
  })

  it('marks a refused request (not a conflict) as failed, and an HTTP 500 as retry', async () => {
    const db = await freshDb()
    const { bookingId } = await book(1)
    const { api } = fakeApi(db.userId, { rpc: () => ({ data: null, error: { message: 'boom', status: 500 } }) })
    expect(await drainOutbox(db, api)).toMatchObject({ stop: 'backoff' })
    expect(await db.outbox.get(bookingId)).toMatchObject({ status: 'pending', lastError: { text: 'boom' } })
    const refusing = fakeApi(db.userId, { rpc: () => ({ data: { status: 'not_allowed', message: 'No.' }, error: null }) })
    await drainOutbox(db, refusing.api, { now: () => Date.now() + BACKOFF_CAP_MS })
    expect(await db.outbox.get(bookingId)).toMatchObject({ status: 'failed', lastError: { text: 'No.' } })
  })
})

describe('cancellations and profile edits', () => {
  it('withdraws a booking that never left the device instead of queueing a cancel', async () => {
    const db = await freshDb()
    const { bookingId } = await book(1)
    expect(await queueCancellation(bookingId)).toEqual({ outboxId: null })
    expect(await db.outbox.count()).toBe(0)
  })

  it('sends a cancel after its booking (FIFO) once the booking may be on the server', async () => {
    const db = await freshDb()
    const { bookingId } = await book(1)
    await db.outbox.update(bookingId, { attempts: 1 })
    const { outboxId } = await queueCancellation(bookingId)
    const { api, calls } = fakeApi(db.userId, {
      rpc: (fn) => ({ data: { status: fn === 'cancel_booking' ? 'cancelled' : 'confirmed', message: 'ok' }, error: null }),
    })
    await drainOutbox(db, api)
    expect(calls.map((c) => c.fn)).toEqual(['book_court', 'cancel_booking'])
    expect(await db.outbox.get(outboxId!)).toMatchObject({ status: 'done' })
  })

  it('keeps a cancellation refunded to the card beside the booking, and says so on it', async () => {
    const db = await freshDb()
    const { bookingId } = await book(1)
    await db.outbox.update(bookingId, { attempts: 1 })
    await queueCancellation(bookingId)
    const { api } = fakeApi(db.userId, {
      rpc: (fn) => ({ data: fn === 'cancel_booking' ? { status: 'cancelled', message: 'ok', refund_to: 'card' } : { status: 'confirmed', message: 'ok' }, error: null }),
    })
    await drainOutbox(db, api)
    expect(await db.meta.get('cardRefunds')).toMatchObject({ value: [{ bookingId }] })
    const booked = await db.outbox.get(bookingId)
    if (booked?.kind !== 'book') throw new Error('the booking is queued')
    await db.bookings.put({ ...booked.payload.preview, status: 'cancelled' })
    expect((await readMyBookings(db)).find((b) => b.id === bookingId)).toMatchObject({ refundTo: 'card' })
  })

  it('notes nothing for a refund to the wallet', async () => {
    const db = await freshDb()
    const { bookingId } = await book(1)
    await db.outbox.update(bookingId, { attempts: 1 })
    await queueCancellation(bookingId)
    const { api } = fakeApi(db.userId, {
      rpc: (fn) => ({ data: fn === 'cancel_booking' ? { status: 'cancelled', message: 'ok', refund_to: 'wallet' } : { status: 'confirmed', message: 'ok' }, error: null }),
    })
    await drainOutbox(db, api)
    expect(await db.meta.get('cardRefunds')).toBeUndefined()
  })

  it('saves a profile edit locally and marks a stale one as a conflict', async () => {
    const db = await freshDb()
    await db.profile.put({ id: db.userId, first_name: 'Alex', last_name: 'Rivera', username: 'alex', email: null, phone: null, avatar_url: null, role: 'member', home_club_id: null, created_at: '2020-01-01', updated_at: '2026-01-01T00:00:00Z', referral_code: 'ALEX01', referred_by: null, locale: null })
    const { outboxId } = await queueProfileUpdate({ first_name: 'Al', last_name: 'Rivera' })
    expect(await db.profile.get(db.userId)).toMatchObject({ first_name: 'Al', updated_at: '2026-01-01T00:00:00Z' })
    const item = await db.outbox.get(outboxId)
    expect(item?.kind === 'profile' && item.payload.baseUpdatedAt).toBe('2026-01-01T00:00:00Z')

    const { api } = fakeApi(db.userId)
    api.updateProfile = async () => ({ data: [], error: null }) // newer row on the server: nothing matched
    api.fetchProfile = async () => ({ data: profileRow({ id: db.userId, role: 'member', first_name: 'Alexander', last_name: 'Rivera', updated_at: '2026-02-01T00:00:00Z' }), error: null })
    await drainOutbox(db, api)
    const stale = await db.outbox.get(outboxId)
    expect(stale).toMatchObject({ status: 'conflict', resultCode: 'stale_profile', lastError: { message_key: 'outbox_profile_stale' } })
    expect(sayWords(stale!.lastError)).toMatch(/^Your profile was changed on another device/)
  })

  it('fails a refused name at once with the server\'s sentence (invalid_name), without retrying', async () => {
    const db = await freshDb()
    const { outboxId } = await queueProfileUpdate({ first_name: 'ELSY Security', last_name: 'Desk' })
    const { api } = fakeApi(db.userId)
    let attempts = 0
    api.updateProfile = async () => {
      attempts++
      return { data: null, error: { message: 'First name cannot contain the word ELSY', code: '23514', status: 400 } }
    }
    await drainOutbox(db, api)
    expect(attempts).toBe(1)
    expect(await db.outbox.get(outboxId)).toMatchObject({
      status: 'failed', resultCode: 'invalid_name', lastError: { text: 'First name cannot contain the word ELSY' },
    })
  })

  it('completes a profile edit and stores the server row', async () => {
    const db = await freshDb()
    const { outboxId } = await queueProfileUpdate({ first_name: 'Sam', last_name: 'Lee' })
    const { api, calls } = fakeApi(db.userId)
    expect(await drainOutbox(db, api)).toMatchObject({ profileSynced: true })
    expect(calls[0]).toMatchObject({ fn: 'updateProfile', args: { first_name: 'Sam', last_name: 'Lee' } })
    expect(await db.outbox.get(outboxId)).toMatchObject({ status: 'done' })
    expect(await db.profile.get(db.userId)).toMatchObject({ first_name: 'Sam', updated_at: '2030-01-01T00:00:00Z' })
  })
})
