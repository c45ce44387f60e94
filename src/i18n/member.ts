import { areaMessages } from '~/i18n/catalogue'
import type * as Messages from './generated/member/messages'

/** The words of the member pages, in the page's language (loaded by their layout route before they render). */
export const m = areaMessages<typeof Messages>('member')
