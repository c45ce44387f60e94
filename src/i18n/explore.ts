import { areaMessages } from '~/i18n/catalogue'
import type * as Messages from './generated/explore/messages'

/** The words of the explore page (the network's story and its clubs), in the page's language: loaded by its route. */
export const m = areaMessages<typeof Messages>('explore')
