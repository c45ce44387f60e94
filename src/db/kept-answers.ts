import type { ElsyDatabase } from './database'

/** How many answers each page keeps: the periods and countries looked at last. */
export const KEPT_PER_PAGE = 8

/** Keeps a page's answer for `key`, and only the page's KEPT_PER_PAGE latest answers. */
export async function keepAnswer(db: ElsyDatabase, name: string, key: string, data: unknown, now = new Date()): Promise<void> {
  await db.transaction('rw', db.keptAnswers, async () => {
    await db.keptAnswers.put({ key, name, data, fetchedAt: now.toISOString() })
    const all = await db.keptAnswers.where('name').equals(name).toArray()
    const stale = all.sort((a, b) => b.fetchedAt.localeCompare(a.fetchedAt)).slice(KEPT_PER_PAGE)
    await db.keptAnswers.bulkDelete(stale.map((row) => row.key))
  })
}

/** The answer kept for `key`, when it still reads as the page expects (`read` gives null otherwise). */
export async function keptAnswer<T>(db: ElsyDatabase, key: string, read: (data: unknown) => T | null): Promise<{ data: T; fetchedAt: string } | null> {
  const row = await db.keptAnswers.get(key)
  if (!row) return null
  const data = read(row.data)
  return data === null ? null : { data, fetchedAt: row.fetchedAt }
}
