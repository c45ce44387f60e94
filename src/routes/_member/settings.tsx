import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { LanguageSwitch } from '~/components/language-switch'
import { PageHeader } from '~/components/page-header'
import { safeRedirect } from '~/features/auth/auth-dialog-state'
import { ChangePasswordDialog } from '~/features/auth/components/change-password-dialog'
import { TWO_FACTOR_SECTION_ID, TwoFactorSettings } from '~/features/auth/components/two-factor-settings'
import { AccountSettings } from '~/features/profile/components/account-settings'
import { m } from '~/i18n/member'

// The auth service's words when one of the two e-mail change links has been followed. Only this exact
// message is recognised: a crafted link must not put its own text on the page.
// eslint-disable-next-line elsy/no-ui-literal -- compared with the auth service's answer, never shown
const HALF_CONFIRMED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email'

interface SettingsSearch {
  message?: string
  /** Sent here by the guard: a super admin without an authenticator app, on the way to `redirect`. */
  twoStep?: 'required'
  redirect?: string
}

export const Route = createFileRoute('/_member/settings')({
  validateSearch: (search: Record<string, unknown>): SettingsSearch => ({
    ...(search.message === HALF_CONFIRMED ? { message: HALF_CONFIRMED } : {}),
    ...(search.twoStep === 'required' ? { twoStep: 'required' as const, redirect: safeRedirect(search.redirect) } : {}),
  }),
  component: SettingsPage,
})

function SettingsPage() {
  const { message, twoStep, redirect } = Route.useSearch()
  const navigate = useNavigate()
  return (
    <>
      <PageHeader title={m.pages_settings_title()} description={m.pages_settings_intro()} />
      {twoStep === 'required' && (
        <p role="status" className={css({ mb: '4', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg', textStyle: 'sm' })}>
          <strong>{m.pages_settings_two_step()}</strong>{' '}
          <a href={`#${TWO_FACTOR_SECTION_ID}`} className={css({ fontWeight: 'semibold', textDecoration: 'underline' })}>
            {m.pages_settings_set_up_app()}
          </a>
          {redirect ? m.pages_settings_then_redirect() : '.'}
        </p>
      )}
      <section aria-labelledby="language-heading" className={css({ mb: '6', p: '5', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l3', bg: 'bg.default', display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h2 id="language-heading" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
          {m.locale_section_title()}
        </h2>
        <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{m.locale_settings_hint()}</p>
        <LanguageSwitch showLabel className={css({ maxW: 'xs' })} />
      </section>
      <AccountSettings
        emailHalfConfirmed={message === HALF_CONFIRMED}
        changePassword={(dialog) => <ChangePasswordDialog {...dialog} />}
        twoFactor={(userId) => (
          <TwoFactorSettings
            userId={userId}
            onAdded={twoStep === 'required' && redirect ? () => void navigate({ to: redirect }) : undefined}
          />
        )}
      />
    </>
  )
}
