import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { databaseName, ElsyDatabase } from './database'
import { KEPT_PER_PAGE, keepAnswer, keptAnswer } from './kept-answers'

const userId = 'kept-answers-user'
let db: ElsyDatabase

afterEach(async () => {
  db?.close()
  await Dexie.delete(databaseName(userId))
})

const asNumber = (data: unknown) => (typeof (data as { n?: unknown })?.n === 'number' ? (data as { n: number }) : null)

describe('answers kept for staff pages offline', () => {
  it('gives back the answer kept for a key with its time, and nothing for a key never kept', async () => {
    db = new ElsyDatabase(userId)
    await keepAnswer(db, 'scope-clubs', 'scope-clubs:a', { n: 1 }, new Date('2026-11-24T09:00:00Z'))
    expect(await keptAnswer(db, 'scope-clubs:a', asNumber)).toEqual({ data: { n: 1 }, fetchedAt: '2026-11-24T09:00:00.000Z' })
    expect(await keptAnswer(db, 'scope-clubs:b', asNumber)).toBeNull()
  })

  it('drops an answer that no longer reads as the page expects', async () => {
    db = new ElsyDatabase(userId)
    await keepAnswer(db, 'scope-clubs', 'scope-clubs:old', { shape: 'of an older app' })
    expect(await keptAnswer(db, 'scope-clubs:old', asNumber)).toBeNull()
  })

  it("keeps each page's latest answers only, never another page's", async () => {
    db = new ElsyDatabase(userId)
    await keepAnswer(db, 'scope-dashboard', 'scope-dashboard:mine', { n: 0 }, new Date('2026-11-01T00:00:00Z'))
    for (let i = 0; i < KEPT_PER_PAGE + 3; i++) {
      await keepAnswer(db, 'scope-clubs', `scope-clubs:${i}`, { n: i }, new Date(Date.UTC(2026, 10, 2 + i)))
    }
    const kept = (await db.keptAnswers.where('name').equals('scope-clubs').toArray()).map((r) => r.key).sort()
    expect(kept).toHaveLength(KEPT_PER_PAGE)
    expect(kept).not.toContain('scope-clubs:0')
    expect(kept).toContain(`scope-clubs:${KEPT_PER_PAGE + 2}`)
    expect(await keptAnswer(db, 'scope-dashboard:mine', asNumber)).not.toBeNull()
  })
})
