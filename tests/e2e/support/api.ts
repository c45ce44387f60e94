import { accessToken } from './booking'
import { e2eEnv } from './env'

/** What an RPC answers: its status and sentence, and whatever fields it adds. */
export type RpcAnswer = { status: string; message: string; entry?: { id: string } } & Record<string, unknown>

/** An RPC through the API as someone (a second player, the club's staff) without driving another browser. */
export async function rpcByApi(who: { email: string; password: string }, fn: string, args: Record<string, unknown>): Promise<RpcAnswer> {
  const { url, anonKey } = e2eEnv()
  const token = await accessToken(who.email, who.password)
  const res = await fetch(`${url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  })
  return (await res.json()) as RpcAnswer
}
