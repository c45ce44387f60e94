// Supabase edge function (Deno). Deploy: `supabase functions deploy appoint-club-owner`.
// The local stack serves the same handler from server/functions/.
import { createAppointClubOwner } from './handler.ts'

declare const Deno: { env: { get(name: string): string | undefined }; serve(handler: (request: Request) => Promise<Response>): void }

const supabaseUrl = Deno.env.get('SUPABASE_URL')!
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!
const anonKey = Deno.env.get('SUPABASE_ANON_KEY')!
// The app's address (Auth → URL configuration → Site URL); the invitation link lands there.
const siteUrl = Deno.env.get('SITE_URL')!

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
}

const handle = createAppointClubOwner({
  siteUrl,
  callRpc(body, authorization) {
    // The caller's own token: the database decides who may appoint.
    return fetch(`${supabaseUrl}/rest/v1/rpc/appoint_club_owner`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  },
  invite(email, redirectTo, data) {
    return fetch(`${supabaseUrl}/auth/v1/invite?redirect_to=${encodeURIComponent(redirectTo)}`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, data }),
    })
  },
})

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: cors })
  const response = await handle(request)
  const withCors = new Response(response.body, response)
  for (const [name, value] of Object.entries(cors)) withCors.headers.set(name, value)
  return withCors
})
