import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeUserDatabase, openUserDatabase } from '../../user-database'
import type { ApiResult } from '../../sync/api'
import { readRefusedRows } from '../../sync/rows-refused'
import { readMyOpenMatches, readOpenMatches } from '../../queries/open-matches'
import { runPull } from '../pull'
import { fakeApi } from '~/testing/fake-sync-api'
import { openMatchJson } from '~/testing/open-matches'
import { myOpenMatches } from './my-open-matches'
import { openMatches, OPEN_MATCH_DAYS } from './open-matches'

const ME = 'e3000000-0000-4000-8000-000000000001'
const ok = <T>(data: T): ApiResult<T> => ({ data, error: null })
const listed = (...matches: unknown[]) => ok({ status: 'ok', message: 'Open matches.', matches })

afterEach(async () => {
  vi.restoreAllMocks()
  const db = await openUserDatabase(ME)
  closeUserDatabase()
  await db.delete()
})

describe('the open-matches pulls', () => {
  it('ask for the next fourteen days and keep the list whole: a match gone from the answer leaves the device', async () => {
    const db = await openUserDatabase(ME)
    let answer = listed(openMatchJson('m1', { starts_at: '2099-06-02T16:00:00Z' }), openMatchJson('m2', { starts_at: '2099-06-01T16:00:00Z' }))
    const { api, calls } = fakeApi(ME, { rpc: () => answer })
    expect(await runPull(openMatches, { db, api }, undefined)).toEqual({ error: null })
    expect(calls).toEqual([{ fn: 'open_matches', args: { p_days: OPEN_MATCH_DAYS } }])
    const first = await readOpenMatches(db)
    expect(first.matches.map((m) => m.id)).toEqual(['m2', 'm1'])
    expect(first.syncedAt).toEqual(expect.any(String))
    answer = listed(openMatchJson('m1'))
    await runPull(openMatches, { db, api }, undefined)
    expect((await readOpenMatches(db)).matches.map((m) => m.id)).toEqual(['m1'])
  })

  it('refuse a row that does not fit and say which, keeping the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const db = await openUserDatabase(ME)
    const { api } = fakeApi(ME, { rpc: () => listed(openMatchJson('m1'), { ...openMatchJson('bad'), category: 'kids' }) })
    await runPull(openMatches, { db, api }, undefined)
    expect((await readOpenMatches(db)).matches.map((m) => m.id)).toEqual(['m1'])
    expect(await readRefusedRows(db)).toEqual([{ dataset: 'openMatches', id: 'bad', field: 'category', message: expect.any(String) }])
  })

  it('keep what the device holds when the server has no such call yet, and report a refusal', async () => {
    const db = await openUserDatabase(ME)
    await db.myOpenMatches.put(openMatchJson('kept'))
    const missing = fakeApi(ME, { rpc: () => ({ data: null, error: { message: 'Could not find the function', code: 'PGRST202', status: 404 } }) })
    expect(await runPull(myOpenMatches, { db, api: missing.api }, undefined)).toEqual({ error: null })
    expect(missing.calls).toEqual([{ fn: 'my_open_matches', args: {} }])
    expect((await readMyOpenMatches(db)).map((m) => m.id)).toEqual(['kept'])
    const refused = fakeApi(ME, { rpc: () => ok({ status: 'not_signed_in', message: 'Please sign in to see your matches.' }) })
    expect((await runPull(myOpenMatches, { db, api: refused.api }, undefined)).error).toMatchObject({ code: 'not_signed_in' })
    expect((await readMyOpenMatches(db)).map((m) => m.id)).toEqual(['kept'])
  })
})
