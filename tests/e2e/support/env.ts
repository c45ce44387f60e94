/** What tests/e2e/global-setup.ts started; read lazily so a missing setup fails with a clear message. */
export function e2eEnv() {
  const url = process.env.ELSY_E2E_URL
  const inbox = process.env.ELSY_E2E_INBOX
  const db = process.env.ELSY_E2E_DB
  const serviceKey = process.env.ELSY_E2E_SERVICE_KEY
  const anonKey = process.env.ELSY_E2E_ANON_KEY ?? ''
  if (!url || !inbox || !db || !serviceKey) {
    throw new Error('ELSY_E2E_* is not set: run the suite with `npx playwright test` so global-setup starts the stack.')
  }
  return { url, inbox, db, serviceKey, anonKey }
}
