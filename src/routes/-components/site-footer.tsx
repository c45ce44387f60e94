import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Logo } from '~/components/brand/logo'
import { MailIcon, PhoneIcon, PinIcon } from '~/components/icons'
import { CONTACT, SOCIAL_LINKS } from '~/lib/contact'
import { m } from '~/i18n/public'

const heading = css({ textStyle: 'sm', fontWeight: 'bold', letterSpacing: '0.12em', textTransform: 'uppercase', color: 'fg.accent', mb: '3' })
const link = css({ color: 'fg.invertedMuted', textDecoration: 'none', _hover: { color: 'fg.inverted', textDecoration: 'underline' } })
const row = css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.invertedMuted' })

export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className={css({ bg: 'bg.inverted', color: 'fg.inverted', mt: 'auto' })}>
      <div
        className={css({
          maxW: '7xl',
          mx: 'auto',
          px: { base: '4', md: '6' },
          py: '12',
          display: 'grid',
          gap: '10',
          gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr 1fr' },
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <Logo tone="light" />
          <p className={css({ color: 'fg.invertedMuted', maxW: 'xs' })}>{m.site_tagline()}</p>
        </div>
        <nav aria-label={m.site_footer_nav()}>
          <h2 className={heading}>{m.site_explore()}</h2>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' })}>
            <li><Link to="/explore" className={link}>{m.site_about()}</Link></li>
            <li><Link to="/booking" className={link}>{m.site_find_court()}</Link></li>
            <li><Link to="/tournaments" className={link}>{m.site_tournaments()}</Link></li>
            <li><Link to="/rankings" className={link}>{m.site_rankings()}</Link></li>
          </ul>
        </nav>
        <address className={css({ fontStyle: 'normal' })} data-testid="contact-block">
          <h2 className={heading}>{m.site_contact()}</h2>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' })}>
            <li className={row}><MailIcon size={18} /><a className={link} href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a></li>
            <li className={row}><PhoneIcon size={18} /><a className={link} href={CONTACT.phoneHref}>{CONTACT.phone}</a></li>
            <li className={row}><PinIcon size={18} /><span>{m.site_city()}</span></li>
          </ul>
        </address>
        <div>
          <h2 className={heading}>{m.site_follow_us()}</h2>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' })}>
            {SOCIAL_LINKS.map((s) => (
              <li key={s.label}>
                <a className={link} href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={css({ borderTopWidth: '1px', borderColor: 'border.inverted' })}>
        <p className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '5', textStyle: 'sm', color: 'fg.invertedMuted' })}>
          {m.site_rights({ year: String(year) })}
        </p>
      </div>
    </footer>
  )
}
