/**
 * A super admin appoints a club owner by e-mail — the one implementation, shared by the local stack
 * (server/functions) and the Supabase edge function (index.ts beside this file). Web-standard only.
 *
 * The database decides: `appoint_club_owner` runs AS THE CALLER (their own Authorization, through the
 * data API), so a visitor, a member or anyone else's club meets the RPC's own refusal. The function adds
 * only what SQL cannot do: when the address has no confirmed account, the RPC records a pending
 * invitation and the function asks the auth service, as the service role, to mail the invitation, which
 * names the club and the role (InvitationData). The person becomes the owner when they accept it (a database
 * trigger on the confirmed e-mail).
 *
 * Every answer names its message as the database's do (public.said): beside the English, `message_key` (a
 * message of the app's catalogue, messages/member/server) and `message_values`, so the app says it in the
 * reader's language. The RPC's own answers pass on with the message it named.
 */
export interface AppointClubOwnerDeps {
  /** The app's address: the invitation link lands on its /accept-invitation page. */
  siteUrl: string
  /** POST rpc/appoint_club_owner with this body, carrying the caller's Authorization header as given. */
  callRpc(body: { p_club_id: string; p_email: string }, authorization: string): Promise<Response>
  /**
   * POST {auth}/invite?redirect_to=… with the service role's key and `data` as the invitation's user metadata
   * (GoTrue's; supabase-js inviteUserByEmail's `data`).
   */
  invite(email: string, redirectTo: string, data: InvitationData): Promise<Response>
}

/**
 * What the invitation mail names: the club and the role (the auth service's invite mail says "You have been
 * invited to run <club> on ELSY as its club owner"). Words for the mail only: the person becomes the owner
 * through the database's pending invitation when they accept, never through their metadata.
 */
export interface InvitationData {
  club_name?: string
  club_role?: 'club_owner'
}

export type AppointStatus =
  | 'appointed'
  | 'invited'
  | 'not_signed_in'
  | 'not_allowed'
  | 'unknown_club'
  | 'invalid_request'
  | 'banned'
  | 'too_soon'
  | 'mail_failed'
  | 'unavailable'
  | (string & {})

/** Bodies are a club id and an address; anything far beyond that is refused unread. */
export const MAX_BODY_BYTES = 4096
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const ACCEPT_INVITATION_PATH = '/accept-invitation'

const REFUSAL_STATUS: Record<string, number> = {
  not_signed_in: 401,
  not_allowed: 403,
  unknown_club: 404,
  invalid_request: 400,
  banned: 409,
}

/** A message of the catalogue and the raw values its placeholders take. */
export interface Said {
  message_key: string
  message_values: Record<string, unknown>
}

const said = (key: string, values: Record<string, unknown> = {}): Said => ({ message_key: key, message_values: values })

interface RpcAnswer {
  status: string
  message: string
  /** The message the RPC named, when it named one. */
  said: Said | null
  email?: string
  club_name?: string
}

const answer = (httpStatus: number, status: AppointStatus, message: string, named: Said | null) =>
  Response.json({ status, message, ...named }, { status: httpStatus })

const unavailable = () =>
  answer(502, 'unavailable', 'Club owners cannot be appointed right now. Try again in a few minutes.', said('server_unavailable_appoint'))

/** The body as text, or null when it is larger than MAX_BODY_BYTES (read no further than that). */
async function boundedText(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

function parseRpcAnswer(value: unknown): RpcAnswer | null {
  if (!value || typeof value !== 'object') return null
  const { status, message, email, club_name, message_key, message_values } = value as Record<string, unknown>
  if (typeof status !== 'string' || typeof message !== 'string') return null
  const values = message_values && typeof message_values === 'object' && !Array.isArray(message_values) ? (message_values as Record<string, unknown>) : {}
  return {
    status,
    message,
    said: typeof message_key === 'string' ? said(message_key, values) : null,
    email: typeof email === 'string' ? email : undefined,
    club_name: typeof club_name === 'string' ? club_name : undefined,
  }
}

export function createAppointClubOwner(deps: AppointClubOwnerDeps) {
  const redirectTo = new URL(ACCEPT_INVITATION_PATH, deps.siteUrl).toString()

  /** The RPC's answer, or the Response to give when the data API itself refused or failed. */
  async function appoint(clubId: string, email: string, authorization: string): Promise<RpcAnswer | Response> {
    const response = await deps.callRpc({ p_club_id: clubId, p_email: email }, authorization).catch(() => null)
    if (!response) return unavailable()
    // The data API refuses an expired or forged token before the database sees it.
    if (response.status === 401 || response.status === 403) {
      return answer(401, 'not_signed_in', 'Your session has ended. Sign in again to appoint a club owner.', said('server_not_signed_in_session_ended'))
    }
    if (!response.ok) return unavailable()
    return parseRpcAnswer(await response.json().catch(() => null)) ?? unavailable()
  }

  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') {
      return answer(405, 'invalid_request', 'Send the club and the e-mail address with POST.', said('server_invalid_request_appoint_post'))
    }
    const authorization = request.headers.get('authorization') ?? ''
    if (!/^Bearer\s+\S+$/i.test(authorization)) {
      return answer(401, 'not_signed_in', 'Sign in to appoint a club owner.', said('server_not_signed_in_appoint'))
    }
    const text = await boundedText(request).catch(() => null)
    if (text === null) {
      return answer(400, 'invalid_request', 'The request is too large: send only the club and the e-mail address.', said('server_invalid_request_appoint_too_large'))
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return answer(400, 'invalid_request', 'The request could not be read: send the club and the e-mail address as JSON.', said('server_invalid_request_appoint_unreadable'))
    }
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
    const clubId = typeof fields.club_id === 'string' ? fields.club_id.trim() : ''
    const email = typeof fields.email === 'string' ? fields.email.trim().toLowerCase() : ''
    if (!UUID.test(clubId)) return answer(400, 'invalid_request', 'Choose the club to appoint an owner for.', said('server_invalid_request_appoint_club'))
    if (!email || email.length > 254 || !EMAIL.test(email)) {
      return answer(400, 'invalid_request', 'Enter the e-mail address of the new owner, like name@example.com.', said('server_invalid_request_appoint_email'))
    }

    let result = await appoint(clubId, email, authorization)
    for (let attempt = 0; ; attempt += 1) {
      if (result instanceof Response) return result
      if (result.status === 'appointed') return answer(200, 'appointed', result.message, result.said)
      if (result.status !== 'invite') return answer(REFUSAL_STATUS[result.status] ?? 400, result.status, result.message, result.said)
      const to = result.email ?? email
      const data: InvitationData = result.club_name ? { club_name: result.club_name, club_role: 'club_owner' } : {}
      const invited = await deps.invite(to, redirectTo, data).catch(() => null)
      if (invited?.ok) {
        const club = result.club_name ?? 'the club'
        return answer(200, 'invited', `Invitation sent to ${to}. They become the owner of ${club} when they accept.`, said('server_invited_owner', { to, club }))
      }
      const code = invited ? await errorCode(invited) : null
      // The person confirmed an account between the RPC's answer and the invitation: asked again, the
      // database now appoints them at once. Once only, so a disagreement cannot loop.
      if (code === 'email_exists' && attempt === 0) {
        result = await appoint(clubId, email, authorization)
        continue
      }
      // The auth service's address check is GoTrue's, stricter than the shape checked above.
      if (invited?.status === 400) {
        return answer(400, 'invalid_request', `No invitation can be sent to ${to}. Check the e-mail address.`, said('server_invalid_request_appoint_no_invitation', { to }))
      }
      if (invited?.status === 429) {
        return answer(429, 'too_soon', `An invitation was just sent to ${to}. Wait a minute before sending it again.`, said('server_too_soon', { to }))
      }
      return answer(502, 'mail_failed', `The invitation to ${to} could not be sent. Try again in a few minutes.`, said('server_mail_failed', { to }))
    }
  }
}

/** The auth service's error code, in either of its error shapes. */
async function errorCode(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
  const code = body?.error_code ?? body?.code
  return typeof code === 'string' ? code : null
}
