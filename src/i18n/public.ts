import { areaMessages } from '~/i18n/catalogue'
import type * as Messages from './generated/public/messages'

/** The words any page may show (public pages, the shell, sign-in, errors), in the page's language: loaded before the first render. */
export const m = areaMessages<typeof Messages>('public')
