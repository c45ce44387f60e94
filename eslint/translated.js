/**
 * The code whose visible words all come from the message catalogues: the no-ui-literal rule holds here.
 * Each part of the app joins the list as it is translated; in the end the list is every source file.
 */
export const TRANSLATED = [
  'src/lib/i18n/**',
  'src/features/admin-clubs/**',
  'src/features/admin-players/**',
  'src/features/club-comparison/**',
  'src/features/audit-log/**',
  'src/features/scope-dashboard/**',
  'src/features/country-settings/**',
  'src/routes/_admin/**',
  'src/routes/_admin.tsx',
  'src/routes/_club-owner/**',
  'src/routes/_club-owner.tsx',
  'src/routes/_country-owner/**',
  'src/routes/_country-owner.tsx',
  'src/features/notifications/**',
  'src/features/search/**',
  'src/features/rankings/**',
  'src/features/matches/**',
  'src/features/tournaments/**',
  'src/features/booking/**',
  'src/features/wallet/**',
  'src/features/profile/**',
  'src/routes/_member/**',
  'src/routes/_member.tsx',
  'src/features/club-desk/**',
]
