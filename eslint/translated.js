/**
 * The code whose visible words all come from the message catalogues: the no-ui-literal rule holds here. It is
 * every source file of the app and its service worker (tests aside: they assert the words).
 */
export const TRANSLATED = ['src/**/*.{ts,tsx}', 'sw/**/*.ts']
