import { describe, expect, it } from 'vitest'
import { sql, stack } from './support.ts'
import { account, tokenFor } from './booking-helpers.ts'

// Every function a signed-in caller can reach through the API, called as an attacker would: every argument
// NULL, then each argument in turn set to an extreme value of its type. A refusal must come back as a status
// or a 4xx; a 5xx means an argument reached code that never expected it.

interface Fn {
  name: string
  args: { name: string; type: string }[]
}

async function callableFunctions(): Promise<Fn[]> {
  const rows = await sql<{ name: string; arg_names: string[] | null; arg_types: string[] }>(`
    select p.proname as name, p.proargnames as arg_names,
           array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
      and has_function_privilege('authenticated', p.oid, 'execute')
      and p.prorettype <> 'trigger'::regtype
      and not exists (select 1 from unnest(p.proargtypes) t where format_type(t, null) in ('trigger', 'internal'))
    order by 1`)
  return rows
    .filter((row) => (row.arg_names ?? []).length >= row.arg_types.length)
    .map((row) => ({ name: row.name, args: row.arg_types.map((type, i) => ({ name: row.arg_names![i], type })) }))
}

const extremes: Record<string, unknown[]> = {
  uuid: ['00000000-0000-0000-0000-000000000000'],
  integer: [2147483647, -2147483648, 0],
  smallint: [32767, -32768],
  bigint: ['9223372036854775807'],
  numeric: ['1e300', '-1e300', 'NaN', 'Infinity', '-Infinity', '0.000000001'],
  date: ['infinity', '-infinity', '294276-01-01', '0001-01-01 BC'],
  'timestamp with time zone': ['infinity', '-infinity', '294276-01-01T00:00:00Z', '0001-01-01T00:00:00Z'],
  text: ['', 'x'.repeat(100_000), '\u{1F600}'.repeat(1000), '(a+)+$', '%_\\'],
  'uuid[]': [[], ['00000000-0000-0000-0000-000000000000', null], Array(200).fill('00000000-0000-0000-0000-000000000000')],
  jsonb: [{}, [], 'null', [[99, 99]], Array(500).fill([6, 0]), { a: 'x'.repeat(10_000) }],
  boolean: [true],
}

async function post(token: string, fn: string, body: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${stack().apiUrl}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: stack().anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  await response.arrayBuffer()
  return response.status
}

describe('every RPC, every argument', () => {
  it('answers NULLs and extreme values with a status or a 4xx, never a 5xx', async () => {
    const member = await account({ funds: 10 })
    const admin = await account({ role: 'super_admin' })
    const tokens = [await tokenFor(member.id), await tokenFor(admin.id)]
    const functions = await callableFunctions()
    expect(functions.length).toBeGreaterThan(15)
    const failures: string[] = []
    for (const fn of functions) {
      const nulls = Object.fromEntries(fn.args.map((arg) => [arg.name, null]))
      const cases: Record<string, unknown>[] = [nulls]
      for (const arg of fn.args) {
        for (const value of extremes[arg.type] ?? []) cases.push({ ...nulls, [arg.name]: value })
      }
      for (const token of tokens) {
        for (const body of cases) {
          const status = await post(token, fn.name, body)
          if (status >= 500) failures.push(`${fn.name}(${JSON.stringify(body).slice(0, 120)}) → ${status}`)
        }
      }
    }
    if (failures.length) console.log(['RPC-FAILURES', ...failures].join('\n'))
    expect(failures).toEqual([])
  }, 300_000)
})
