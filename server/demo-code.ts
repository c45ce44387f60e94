import { currentTotpCode } from './auth/services/mfa.ts'
import { DEMO_ACCOUNTS, DEMO_ADMIN_AUTHENTICATOR_SECRET } from './stack/demo-accounts.ts'

/**
 * `npm run demo:code`: the code the demo super admin's authenticator app shows now, for the sign-in's second step
 * (super admins sign in with two steps). Codes change every 30 seconds, and each works once: a second sign-in
 * within the same 30 seconds waits for the next code.
 */
const admin = DEMO_ACCOUNTS.find((account) => account.role === 'super_admin')
const left = 30 - (Math.floor(Date.now() / 1000) % 30)
console.log(`${currentTotpCode(DEMO_ADMIN_AUTHENTICATOR_SECRET)}  (${admin?.email}'s code, good once, for ${left} more seconds)`)
