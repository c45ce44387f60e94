import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { say } from '~/i18n/server-words'
import { isReadable, operationOf, operations, type OutboxItem } from './registry'

describe('the operations registry', () => {
  it('lists each kind once, found by its kind', () => {
    const kinds = operations.map((op) => op.kind)
    expect(new Set(kinds).size).toBe(kinds.length)
    // Kinds are stored with every item: snake_case, never renamed.
    for (const kind of kinds) expect(kind).toMatch(/^[a-z]+(_[a-z]+)*$/)
    for (const op of operations) expect(operationOf({ kind: op.kind })).toBe(op)
    expect(operationOf({ kind: 'no_such_change' })).toBeUndefined()
  })

  it.each(operations.map((op) => [op.kind, op] as const))('%s declares a payload schema, one way to send, a label and its answers', (_kind, op) => {
    expect(op.payload).toMatchObject({ kind: 'schema' })
    // Exactly one of: an RPC, or a custom send.
    expect(Number(op.rpc !== undefined) + Number(op.send !== undefined)).toBe(1)
    if (op.rpc) expect(op.rpc.name).toMatch(/^[a-z_]+$/)
    expect(typeof op.label).toBe('function')
    expect(op.done.length).toBeGreaterThan(0)
    // not_signed_in is the auth road for every kind, never a business answer.
    expect([...op.done, ...op.conflict]).not.toContain('not_signed_in')
    const both = op.done.filter((status) => op.conflict.includes(status))
    expect(both).toEqual([])
    if (op.dependsOn) expect(op.dependsOn.nothingToDo).toMatch(/^nothing_to_/)
    if (op.refused) {
      // Words the panel says: each a message of the catalogue.
      expect(say(op.refused.fallback)).toBeTruthy()
      expect(say(op.refused.discard)).toBeTruthy()
      if (op.refused.fundsLink) expect(say(op.refused.fundsLink.text)).toBeTruthy()
      // A role=group panel needs a name; an alert is named by its text.
      if (op.refused.role === 'group') expect(op.refused.ariaLabel && say(op.refused.ariaLabel)).toBeTruthy()
    }
    if (op.retryInStatusList) expect(say(op.retryInStatusList)).toBeTruthy()
  })

  it('sends each RPC from one operation only, but book_court from two: a member books for themselves, the desk for a member', () => {
    const names = operations.flatMap((op) => (op.rpc ? [op.rpc.name] : []))
    const twice = names.filter((name, i) => names.indexOf(name) !== i)
    expect(twice).toEqual(['book_court'])
  })
})

const stored = (kind: string, payload: unknown) =>
  ({ id: 'o1', userId: 'u1', status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null, createdAt: '2026-11-23T10:00:00Z', seq: 1, kind, payload }) as OutboxItem

describe('items read back from the device', () => {
  it('accepts a top-up stored before currencies were kept (currency null or missing)', () => {
    expect(isReadable(stored('top_up', { requestId: 'r1', amount: 40, clubId: 'c1', currency: null }))).toBe(true)
    expect(isReadable(stored('top_up', { requestId: 'r1', amount: 40, clubId: null }))).toBe(true)
  })

  it('refuses a payload of another shape and a kind this version does not know', () => {
    expect(isReadable(stored('top_up', { requestId: 'r1', amount: '40', clubId: null }))).toBe(false)
    expect(isReadable(stored('book', { bookingId: 'b1' }))).toBe(false)
    expect(isReadable(stored('staff_move', { bookingId: 'b1' }))).toBe(false)
  })

  it('reads what the queue functions write', () => {
    const op = operationOf({ kind: 'tournament_register' })!
    expect(v.is(op.payload, { entryId: 'e1', tournamentId: 't1', partnerId: 'p1' })).toBe(true)
  })
})
