import type pg from 'pg'

export type Db = pg.Pool | pg.PoolClient

/**
 * Thrown inside withTx when the writes so far must be kept although the request fails
 * (GoTrue's storage.NewCommitWithError: revoking a token family on refresh-token reuse).
 */
export class CommitThenThrow extends Error {
  constructor(readonly inner: unknown) {
    super('commit then throw')
  }
}

/** Runs fn in one transaction: every multi-row write of the service goes through here. */
export async function withTx<T>(pool: pg.Pool, fn: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    try {
      const result = await fn(client)
      await client.query('commit')
      return result
    } catch (error) {
      if (error instanceof CommitThenThrow) {
        await client.query('commit')
        throw error.inner
      }
      await client.query('rollback')
      throw error
    }
  } finally {
    client.release()
  }
}

export async function one<T extends pg.QueryResultRow>(db: Db, text: string, params: unknown[] = []): Promise<T | null> {
  const { rows } = await db.query<T>(text, params)
  return rows[0] ?? null
}
