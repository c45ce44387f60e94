// The club network's public contact details, shown in the footer and on the About page.
export const CONTACT = {
  email: 'info@elsy.club',
  phone: '+34 910 555 019',
  phoneHref: 'tel:+34910555019',
} as const

export const SOCIAL_LINKS = [
  // eslint-disable-next-line elsy/no-ui-literal -- a brand name, the same in every language
  { label: 'Instagram', href: 'https://www.instagram.com/elsy.padel' },
  { label: 'Facebook', href: 'https://www.facebook.com/elsy.padel' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/elsy-padel' },
  { label: 'YouTube', href: 'https://www.youtube.com/@elsy.padel' },
] as const
