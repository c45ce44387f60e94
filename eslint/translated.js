/**
 * The code whose visible words all come from the message catalogues: the no-ui-literal rule holds here.
 * Each part of the app joins the list as it is translated; in the end the list is every source file.
 */
export const TRANSLATED = [
  'src/lib/i18n/**',
  'src/features/auth/**',
  'src/features/network/**',
  'src/routes/_public/**',
  'src/routes/_public.tsx',
  'src/routes/-lib/**',
  'src/routes/-components/public-header.tsx',
  'src/routes/-components/public-nav.tsx',
  'src/routes/-components/site-footer.tsx',
  'src/routes/-components/lazy-auth-dialogs.tsx',
  'src/components/route-states/**',
  'src/components/form/**',
  'src/components/update-prompt.tsx',
  'src/components/toast-item.tsx',
  'src/components/skip-link.tsx',
  'src/components/dialog-close-button.tsx',
  'src/lib/toast-gestures.ts',
  'src/lib/contact.ts',
]
