import { areaMessages } from '~/i18n/catalogue'
import type * as Messages from './generated/staff/messages'

/** The words of the staff pages, in the page's language (loaded by their layout route before they render). */
export const m = areaMessages<typeof Messages>('staff')
