import type { Context, Hono } from 'hono'
import type { AuthCtx } from '../context.ts'
import { CommitThenThrow, withTx } from '../db.ts'
import { AuthError, badRequest, unprocessable } from '../errors.ts'
import { authenticate } from '../http.ts'
import { sendEmailLink } from '../services/email-flow.ts'
import { findOrCreateOAuthUser } from '../services/oauth-user.ts'
import { FLOW_STATE_TTL_SEC, createFlowState, issueAuthCode, parsePkceParams } from '../services/pkce.ts'
import { errorRedirect, resolveRedirect, withFragment, withQuery } from '../services/redirect.ts'
import { signIn } from '../services/sessions.ts'
import { requireManualLinking } from './identities.ts'

interface OAuthState {
  provider: string
  referrer: string
  flow_state_id?: string
  linking_target_id?: string
}

/**
 * GET /authorize → 302 to the provider; GET|POST /callback → back to redirect_to with ?code=
 * (PKCE) or #access_token=… (implicit). The state is a short-lived HS256 JWT, as in GoTrue,
 * so the callback needs no server-side storage besides the PKCE flow_state row.
 */
export function registerOAuth(app: Hono, ctx: AuthCtx): void {
  app.get('/authorize', (c) => startAuthorize(ctx, c, null))

  app.get('/user/identities/authorize', async (c) => {
    const { user } = await authenticate(ctx.deps, c)
    requireManualLinking(ctx)
    return startAuthorize(ctx, c, user.id)
  })

  const callback = async (c: Context) => {
    const form = c.req.method === 'POST' ? await c.req.parseBody() : {}
    const param = (k: string) => c.req.query(k) ?? (typeof form[k] === 'string' ? (form[k] as string) : undefined)
    const state = await ctx.deps.keys
      .verifyInternal(param('state') ?? '')
      .then((claims) => claims as unknown as OAuthState)
      .catch(() => null)
    const referrer = state ? resolveRedirect(ctx.deps, state.referrer) : ctx.deps.siteUrl
    const pkce = Boolean(state?.flow_state_id)
    try {
      if (!state) throw badRequest('bad_oauth_state', 'OAuth callback with invalid state')
      const providerError = param('error')
      if (providerError) {
        throw new AuthError(403, providerError, param('error_description') ?? 'Error from the OAuth provider')
      }
      const code = param('code')
      if (!code) throw badRequest('bad_oauth_callback', 'OAuth callback with missing authorization code')
      return c.redirect(await completeCallback(ctx, state, code, referrer), 302)
    } catch (error) {
      if (!(error instanceof AuthError)) throw error
      return c.redirect(errorRedirect(referrer, error, pkce), 302)
    }
  }
  app.get('/callback', callback)
  app.post('/callback', callback)
}

async function startAuthorize(ctx: AuthCtx, c: Context, linkTargetId: string | null) {
  const { name } = ctx.oauth.config(c.req.query('provider') ?? '')
  const redirectTo = resolveRedirect(ctx.deps, c.req.query('redirect_to'))
  const pkce = parsePkceParams(c.req.query('code_challenge'), c.req.query('code_challenge_method'))
  const flow = pkce
    ? await createFlowState(ctx.deps.pool, { userId: null, pkce, providerType: name, authMethod: 'oauth' })
    : null
  const state: OAuthState = { provider: name, referrer: redirectTo }
  if (flow) state.flow_state_id = flow.id
  if (linkTargetId) state.linking_target_id = linkTargetId
  const signed = await ctx.deps.keys.signInternal({ ...state }, FLOW_STATE_TTL_SEC)
  const url = await ctx.oauth.authorizeUrl(name, signed, c.req.query('scopes') ?? '')
  if (c.req.query('skip_http_redirect') === 'true') return c.json({ url })
  return c.redirect(url, 302)
}

async function completeCallback(ctx: AuthCtx, state: OAuthState, code: string, referrer: string): Promise<string> {
  const { name } = ctx.oauth.config(state.provider)
  const tokens = await ctx.oauth.exchange(name, code)
  const providerUser = await ctx.oauth.user(name, tokens)
  return withTx(ctx.deps.pool, async (tx) => {
    const { user, needsConfirmation } = await findOrCreateOAuthUser(
      tx,
      name,
      providerUser,
      state.linking_target_id ?? null,
      ctx.settings.signupEnabled,
    )
    if (needsConfirmation) {
      if (user.email) await sendEmailLink(ctx, tx, user, 'signup', { to: user.email, redirectTo: referrer, pkce: false })
      throw new CommitThenThrow(
        unprocessable(
          'provider_email_needs_verification',
          `Unverified email with ${name}. A confirmation email has been sent to your ${name} email`,
        ),
      )
    }
    if (state.flow_state_id) {
      const authCode = await issueAuthCode(tx, state.flow_state_id, user.id, {
        access: tokens.accessToken,
        refresh: tokens.refreshToken,
      })
      return withQuery(referrer, { code: authCode })
    }
    const session = await signIn(ctx.deps, tx, user.id, 'oauth')
    return withFragment(referrer, {
      access_token: session.access_token,
      expires_at: session.expires_at,
      expires_in: session.expires_in,
      provider_refresh_token: tokens.refreshToken,
      provider_token: tokens.accessToken,
      refresh_token: session.refresh_token,
      token_type: session.token_type,
    })
  })
}
