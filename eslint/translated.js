/**
 * The code whose visible words all come from the message catalogues: the no-ui-literal rule holds here.
 * Each part of the app joins the list as it is translated; in the end the list is every source file.
 */
export const TRANSLATED = ['src/lib/i18n/**', 'src/lib/server-sentence.ts']
