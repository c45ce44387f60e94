/**
 * Whether the app offers card payments, and the publishable key its Payment Element needs — the one
 * implementation, shared by the local stack (server/functions) and the Supabase edge function (index.ts beside
 * this file; public: deployed with --no-verify-jwt). GET → `{ enabled, publishableKey }` (null when off).
 */
export function createCardPaymentsConfig(publishableKey: string | null) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET') return Response.json({ status: 'invalid_request', message: 'Read the card settings with GET.' }, { status: 405 })
    return Response.json({ enabled: publishableKey !== null, publishableKey }, { headers: { 'cache-control': 'no-store' } })
  }
}
