import type { Hono } from 'hono'
import type { AuthCtx } from '../context.ts'
import { withTx } from '../db.ts'
import { badRequest, unprocessable } from '../errors.ts'
import { clientIp, readBody, str } from '../http.ts'
import { emailProblem, normalizeEmail, sendEmailLink } from '../services/email-flow.ts'
import { lastSentAt } from '../services/otp.ts'
import { checkPasswordStrength, hashPassword } from '../services/password.ts'
import { createFlowState, parsePkceParams } from '../services/pkce.ts'
import { frequencyError } from '../services/rate-limit.ts'
import { resolveRedirect } from '../services/redirect.ts'
import { signIn } from '../services/sessions.ts'
import { insertEmailUser, obfuscatedUser, replacePendingSignUp } from '../services/signup-user.ts'
import { checkMetadataSize, metadataParam, metadataRefusal } from '../services/user-metadata.ts'
import { findUserByEmail, isConfirmed, isPendingInvitation, serializeUser } from '../services/users.ts'

interface SignupBody {
  email: string
  phone: string
  password: string
  data: Record<string, unknown>
  code_challenge: string
  code_challenge_method: string
}

/**
 * POST /signup. With confirmations on (always here), the new user gets a confirmation mail and no
 * session. A repeated sign-up of a CONFIRMED address returns a fake user with `identities: []`
 * (GoTrue's anti-enumeration answer). Of an UNCONFIRMED address, it replaces the stored password and
 * metadata and mails a new link that voids the earlier ones: nobody has proven the address yet, and
 * keeping the first sign-up (GoTrue's choice) would let whoever signs up first with someone else's
 * address keep a password on the account the owner later confirms (account pre-hijacking).
 * An address holding a pending INVITATION is the exception: the invitation's link is the only way in
 * (its holder chooses the password), so a sign-up changes nothing, sends nothing and gets the same
 * fake user as for a confirmed address; otherwise a stranger's password would be the invitee's.
 */
export function registerSignup(app: Hono, ctx: AuthCtx): void {
  app.post('/signup', async (c) => {
    const { deps } = ctx
    await ctx.limiter.consume('signUp', clientIp(c))
    if (!ctx.settings.signupEnabled) throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
    if (!ctx.settings.emailSignupEnabled) throw unprocessable('email_provider_disabled', 'Email signups are disabled')
    const body = await readBody<SignupBody>(c)
    if (!str(body.email) && !str(body.phone)) {
      throw unprocessable('validation_failed', 'To signup, please provide your email')
    }
    if (str(body.phone) && !str(body.email)) throw badRequest('phone_provider_disabled', 'Phone signups are disabled')
    const email = normalizeEmail(body.email)
    const problem = emailProblem(email)
    if (problem) throw badRequest('validation_failed', problem)
    const password = str(body.password)
    if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password')
    checkPasswordStrength(password)
    const data = metadataParam(body.data, 'data') ?? {}
    checkMetadataSize(data)
    const pkce = parsePkceParams(body.code_challenge, body.code_challenge_method)
    const redirectTo = resolveRedirect(deps, c.req.query('redirect_to'))
    const passwordHash = await hashPassword(password)

    const result = await withTx(deps.pool, async (tx) => {
      // Serialise concurrent sign-ups of one address (the unique index alone would surface a 500).
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`signup:${email}`])
      let user = await findUserByEmail(tx, email)
      if (user && (isConfirmed(user) || isPendingInvitation(user))) return { repeatedConfirmed: true as const }
      if (user) {
        // Refuse before replacing: a replacement always comes with the one live link.
        const tooSoon = ctx.settings.mailerAutoconfirm ? null : frequencyError(lastSentAt(user, 'signup'), ctx.limiter.config.emailFrequencySec)
        if (tooSoon) throw tooSoon
        user = await replacePendingSignUp(tx, user, { passwordHash, data })
      } else {
        user = await insertEmailUser(tx, { email, passwordHash, data, confirmed: ctx.settings.mailerAutoconfirm })
      }
      if (ctx.settings.mailerAutoconfirm) return { session: await signIn(deps, tx, user.id, 'password') }
      if (pkce) await createFlowState(tx, { userId: user.id, pkce, providerType: 'email', authMethod: 'email/signup' })
      await sendEmailLink(ctx, tx, user, 'signup', { to: email, redirectTo, pkce: pkce !== null })
      const fresh = await findUserByEmail(tx, email)
      return { user: await serializeUser(tx, fresh ?? user) }
    }).catch((error: unknown) => {
      throw metadataRefusal(error) ?? error
    })
    if ('repeatedConfirmed' in result) return c.json(obfuscatedUser(email, data))
    if ('session' in result) return c.json(result.session)
    return c.json(result.user)
  })
}
