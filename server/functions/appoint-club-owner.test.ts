import { describe, expect, it, vi } from 'vitest'
import { createAppointClubOwner, MAX_BODY_BYTES, type AppointClubOwnerDeps } from '../../supabase/functions/appoint-club-owner/handler.ts'

const CLUB = '7b0c3c52-5d3f-4c55-9d43-5a3b1c2d4e5f'
const SITE = 'https://app.elsy.test'
const BEARER = 'Bearer caller-token'

type RpcReply = Response | (() => Response) | Error

function setup(rpcReplies: RpcReply[], inviteReplies: (Response | Error)[] = []) {
  const callRpc = vi.fn<AppointClubOwnerDeps['callRpc']>(async () => {
    const next = rpcReplies.shift()
    if (!next) throw new Error('unexpected RPC call')
    if (next instanceof Error) throw next
    return typeof next === 'function' ? next() : next
  })
  const invite = vi.fn<AppointClubOwnerDeps['invite']>(async () => {
    const next = inviteReplies.shift()
    if (!next) throw new Error('unexpected invite')
    if (next instanceof Error) throw next
    return next
  })
  const handle = createAppointClubOwner({ siteUrl: SITE, callRpc, invite })
  return { handle, callRpc, invite }
}

const post = (body: unknown, headers: Record<string, string> = { authorization: BEARER }) =>
  new Request('http://functions.test/appoint-club-owner', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const valid = { club_id: CLUB, email: '  New.Owner@Example.com ' }
const rpc = (answer: Record<string, unknown>) => Response.json(answer)
const inviteAnswer = (club = 'Padel Madrid Centro') =>
  rpc({ status: 'invite', message: 'Invitation recorded.', email: 'new.owner@example.com', club_name: club })

async function read(response: Response) {
  return { http: response.status, ...((await response.json()) as { status: string; message: string }) }
}

describe('appoint-club-owner', () => {
  it('appoints a confirmed account at once, calling the RPC with the caller’s own Authorization', async () => {
    const named = { message_key: 'server_appointed', message_values: { person: { person: 'Ana' }, club: 'Padel Madrid' } }
    const { handle, callRpc, invite } = setup([rpc({ status: 'appointed', message: 'Ana is now the owner of Padel Madrid.', ...named })])
    expect(await read(await handle(post(valid)))).toEqual({
      http: 200,
      status: 'appointed',
      message: 'Ana is now the owner of Padel Madrid.',
      ...named,
    })
    expect(callRpc).toHaveBeenCalledWith({ p_club_id: CLUB, p_email: 'new.owner@example.com' }, BEARER)
    expect(invite).not.toHaveBeenCalled()
  })

  it('sends the invitation for an address without an account, back to the accept-invitation page', async () => {
    const { handle, invite } = setup([inviteAnswer()], [Response.json({ id: 'u1', email: 'new.owner@example.com' })])
    expect(await read(await handle(post(valid)))).toEqual({
      http: 200,
      status: 'invited',
      message: 'Invitation sent to new.owner@example.com. They become the owner of Padel Madrid Centro when they accept.',
      message_key: 'server_invited_owner',
      message_values: { to: 'new.owner@example.com', club: 'Padel Madrid Centro' },
    })
    expect(invite).toHaveBeenCalledWith('new.owner@example.com', 'https://app.elsy.test/accept-invitation', { club_name: 'Padel Madrid Centro', club_role: 'club_owner' })
  })

  it.each([
    ['not_signed_in', 401],
    ['not_allowed', 403],
    ['unknown_club', 404],
    ['invalid_request', 400],
    ['already_owner', 400],
  ])('passes the RPC’s refusal %s on as %i with its sentence and the message it names', async (status, http) => {
    const named = { message_key: `server_${status}`, message_values: {} }
    const { handle, invite } = setup([rpc({ status, message: `Refused: ${status}.`, ...named })])
    expect(await read(await handle(post(valid)))).toEqual({ http, status, message: `Refused: ${status}.`, ...named })
    expect(invite).not.toHaveBeenCalled()
  })

  it('passes on a refusal that names no message as it came', async () => {
    const { handle } = setup([rpc({ status: 'not_signed_in', message: 'Please sign in again.' })])
    expect(await read(await handle(post(valid)))).toEqual({ http: 401, status: 'not_signed_in', message: 'Please sign in again.' })
  })

  it('asks the database again once when the person confirmed an account meanwhile', async () => {
    const taken = Response.json({ code: 422, error_code: 'email_exists', msg: 'A user with this email address has already been registered' }, { status: 422 })
    const { handle, callRpc, invite } = setup(
      [inviteAnswer(), rpc({ status: 'appointed', message: 'Ana is now the owner of Padel Madrid Centro.' })],
      [taken],
    )
    expect(await read(await handle(post(valid)))).toMatchObject({ http: 200, status: 'appointed' })
    expect(callRpc).toHaveBeenCalledTimes(2)
    expect(invite).toHaveBeenCalledTimes(1)
  })

  it('does not loop when the database and the auth service keep disagreeing', async () => {
    const taken = () => Response.json({ code: 'email_exists', message: 'taken' }, { status: 422 })
    const { handle, callRpc, invite } = setup([inviteAnswer(), inviteAnswer()], [taken(), taken()])
    expect(await read(await handle(post(valid)))).toMatchObject({ http: 502, status: 'mail_failed' })
    expect(callRpc).toHaveBeenCalledTimes(2)
    expect(invite).toHaveBeenCalledTimes(2)
  })

  it('says the mail could not be sent when the auth service fails or cannot be reached', async () => {
    for (const failure of [Response.json({ code: 500, error_code: 'unexpected_failure', msg: 'Error sending invite email' }, { status: 500 }), new Error('ECONNREFUSED')]) {
      const { handle } = setup([inviteAnswer()], [failure])
      expect(await read(await handle(post(valid)))).toEqual({
        http: 502,
        status: 'mail_failed',
        message: 'The invitation to new.owner@example.com could not be sent. Try again in a few minutes.',
        message_key: 'server_mail_failed',
        message_values: { to: 'new.owner@example.com' },
      })
    }
  })

  it('asks to wait when an invitation to the address was just sent', async () => {
    const limited = Response.json({ code: 429, error_code: 'over_email_send_rate_limit', msg: 'For security purposes…' }, { status: 429 })
    const { handle } = setup([inviteAnswer()], [limited])
    expect(await read(await handle(post(valid)))).toMatchObject({
      http: 429,
      status: 'too_soon',
      message_key: 'server_too_soon',
      message_values: { to: 'new.owner@example.com' },
    })
  })

  it('says which address the auth service would not accept', async () => {
    const refused = Response.json({ code: 400, error_code: 'validation_failed', msg: 'Unable to validate email address: invalid format' }, { status: 400 })
    const { handle } = setup([inviteAnswer()], [refused])
    expect(await read(await handle(post(valid)))).toEqual({
      http: 400,
      status: 'invalid_request',
      message: 'No invitation can be sent to new.owner@example.com. Check the e-mail address.',
      message_key: 'server_invalid_request_appoint_no_invitation',
      message_values: { to: 'new.owner@example.com' },
    })
  })

  it('refuses a caller without a bearer token before asking anyone', async () => {
    const { handle, callRpc } = setup([])
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer ' }] as Record<string, string>[]) {
      expect(await read(await handle(post(valid, headers)))).toMatchObject({ http: 401, status: 'not_signed_in' })
    }
    expect(callRpc).not.toHaveBeenCalled()
  })

  it('answers an expired or forged token (refused by the data API) as signed out', async () => {
    const { handle } = setup([Response.json({ code: 'PGRST301', message: 'JWT expired' }, { status: 401 })])
    expect(await read(await handle(post(valid)))).toMatchObject({ http: 401, status: 'not_signed_in' })
  })

  it('says the service is unavailable when the data API fails or answers something unreadable', async () => {
    for (const reply of [new Error('down'), Response.json({ message: 'boom' }, { status: 500 }), rpc({ nothing: true }), new Response('not json')]) {
      const { handle } = setup([reply])
      expect(await read(await handle(post(valid)))).toMatchObject({ http: 502, status: 'unavailable' })
    }
  })

  it.each([
    ['not JSON', '{club_id:', 'The request could not be read: send the club and the e-mail address as JSON.', 'server_invalid_request_appoint_unreadable'],
    ['an array', [], 'Choose the club to appoint an owner for.', 'server_invalid_request_appoint_club'],
    ['no club', { email: 'a@example.com' }, 'Choose the club to appoint an owner for.', 'server_invalid_request_appoint_club'],
    ['a club that is no id', { club_id: 'madrid', email: 'a@example.com' }, 'Choose the club to appoint an owner for.', 'server_invalid_request_appoint_club'],
    ['no e-mail', { club_id: CLUB }, 'Enter the e-mail address of the new owner, like name@example.com.', 'server_invalid_request_appoint_email'],
    ['an e-mail that is none', { club_id: CLUB, email: 'ana at example' }, 'Enter the e-mail address of the new owner, like name@example.com.', 'server_invalid_request_appoint_email'],
    [
      'an e-mail of 300 characters',
      { club_id: CLUB, email: `${'a'.repeat(288)}@example.com` },
      'Enter the e-mail address of the new owner, like name@example.com.',
      'server_invalid_request_appoint_email',
    ],
  ])('refuses %s with a sentence and asks nobody', async (_case, body, message, key) => {
    const { handle, callRpc } = setup([])
    expect(await read(await handle(post(body)))).toEqual({ http: 400, status: 'invalid_request', message, message_key: key, message_values: {} })
    expect(callRpc).not.toHaveBeenCalled()
  })

  it('refuses a huge body without reading it all', async () => {
    const { handle, callRpc } = setup([])
    const huge = JSON.stringify({ club_id: CLUB, email: 'a@example.com', pad: 'x'.repeat(MAX_BODY_BYTES) })
    expect(await read(await handle(post(huge)))).toMatchObject({ http: 400, status: 'invalid_request' })
    // Without a declared length too (a chunked body).
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
        controller.close()
      },
    })
    const chunked = new Request('http://functions.test/appoint-club-owner', { method: 'POST', headers: { authorization: BEARER }, body: stream, duplex: 'half' } as RequestInit)
    expect(await read(await handle(chunked))).toMatchObject({ http: 400, status: 'invalid_request' })
    expect(callRpc).not.toHaveBeenCalled()
  })

  it('refuses other methods', async () => {
    const { handle } = setup([])
    expect((await handle(new Request('http://functions.test/appoint-club-owner', { method: 'GET' }))).status).toBe(405)
  })
})
