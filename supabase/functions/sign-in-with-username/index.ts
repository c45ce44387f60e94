// Supabase edge function (Deno). Deploy: `supabase functions deploy sign-in-with-username --no-verify-jwt`.
// The local stack serves the same handler from server/functions/.
import { createSignInWithUsername } from './handler.ts'

declare const Deno: { env: { get(name: string): string | undefined }; serve(handler: (request: Request) => Promise<Response>): void }

const supabaseUrl = Deno.env.get('SUPABASE_URL')!
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!
const anonKey = Deno.env.get('SUPABASE_ANON_KEY')!

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
}

const handle = createSignInWithUsername({
  async emailForUsername(username) {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/email_for_username`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username }),
    })
    return response.ok ? ((await response.json()) as string | null) : null
  },
  passwordGrant(email, password, headers) {
    headers.set('apikey', anonKey)
    return fetch(`${supabaseUrl}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: JSON.stringify({ email, password }) })
  },
})

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: cors })
  const response = await handle(request)
  const withCors = new Response(response.body, response)
  for (const [name, value] of Object.entries(cors)) withCors.headers.set(name, value)
  return withCors
})
