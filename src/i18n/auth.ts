import { areaMessages } from '~/i18n/catalogue'
import type * as Messages from './generated/auth/messages'

/** The words of the sign-in, join, two-step and password forms, in the page's language: loaded with those forms. */
export const m = areaMessages<typeof Messages>('auth')
