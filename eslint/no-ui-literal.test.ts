import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import rule from './no-ui-literal.js'

RuleTester.afterAll = afterAll
RuleTester.describe = describe
RuleTester.it = it

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
})

const error = [{ messageId: 'literal' }]

tester.run('no-ui-literal', rule, {
  valid: [
    'const a = <p>{m.home_title()}</p>',
    'const a = <p className="flex" data-testid="x" type="button" to="/member" />',
    'const a = <p>{count} · {m.courts()} — %</p>',
    'const a = <span>ELSY</span>',
    "const a = { status: 'ok', to: '/member', kind: 'booking', label: m.nav_bookings() }",
    "toast.success(m.saved())",
    "const a = <Icon aria-hidden title={m.close()} />",
    "const a = { label: 'booking_id' }",
    "const a = css({ border: '1px solid', transition: 'opacity 0.2s ease' })",
    "throw new Error('The public messages were read before they were loaded')",
    "import x from 'Some Module'",
    "const a = `/club/${id}?from=${from}`",
    "console.warn('Sync stopped here')",
  ],
  invalid: [
    { code: 'const a = <p>Hello there</p>', errors: error },
    { code: 'const a = <p aria-label="Close dialog" />', errors: error },
    { code: "const a = <p>{'Book now'}</p>", errors: error },
    { code: 'const a = <p>{`${n} courts`}</p>', errors: error },
    { code: "const a = { label: 'Bookings' }", errors: error },
    { code: "const a = { message: 'Profile updated' }", errors: error },
    { code: "toast.success('Saved')", errors: error },
    { code: "toast(`Booked ${court}`)", errors: error },
    { code: "const a = <p title={ok ? 'Yes please' : 'No'} />", errors: [{ messageId: 'literal' }, { messageId: 'literal' }] },
    { code: "const a = <p placeholder={hint ?? 'Search players'} />", errors: error },
    { code: "function f() { return 'Same as the previous period' }", errors: error },
    { code: 'function f(d) { return `${d} points vs ${b}` }', errors: error },
    { code: "const ERRORS = { invalid_credentials: 'Invalid credentials' }", errors: error },
  ],
})
