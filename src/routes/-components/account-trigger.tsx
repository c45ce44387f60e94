import { css } from 'styled-system/css'
import { avatar } from 'styled-system/recipes'
import { ChevronDownIcon } from '~/components/icons'
import { useSession } from '~/db/use-session'
import { initial } from '~/features/profile/display-name'

const triggerBase = css({ display: 'inline-flex', alignItems: 'center', gap: '1', p: '1', borderRadius: 'full' })
const triggerTone = {
  dark: css({ color: 'fg.default', _hover: { bg: 'bg.subtle' } }),
  light: css({ color: 'fg.inverted', _hover: { bg: 'rgba(255,255,255,0.1)' } }),
}

/** The account menu's button: the avatar's initial and a chevron. */
export function accountTriggerClass(tone: 'dark' | 'light'): string {
  return `${triggerBase} ${triggerTone[tone]}`
}

/**
 * What the account menu's button looks like while its code (Ark's menu and positioning) loads: the same
 * avatar and chevron in the same room, hidden from assistive technology until the real button is there.
 */
export function AccountTriggerPlaceholder({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { user, profile } = useSession()
  if (!user) return null
  const classes = avatar({ size: 'sm' })
  return (
    <span aria-hidden className={accountTriggerClass(tone)}>
      <span className={classes.root}>
        <span className={classes.fallback}>{initial(profile, user)}</span>
      </span>
      <ChevronDownIcon size={16} />
    </span>
  )
}
