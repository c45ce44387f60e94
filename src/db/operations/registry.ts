import * as v from 'valibot'
import type { ElsyDatabase } from '../database'
import { isUnsettled } from '../outbox'
import { book } from './book'
import { cancel } from './cancel'
import { deskBookMember } from './desk-book-member'
import { deskCheckIn } from './desk-check-in'
import { deskNoShow } from './desk-no-show'
import { deskWalkIn } from './desk-walk-in'
import { matchConfirm } from './match-confirm'
import { matchDispute } from './match-dispute'
import { joinMatch } from './join-match'
import { leaveMatch } from './leave-match'
import { matchReport } from './match-report'
import { notificationsRead } from './notifications-read'
import type { ItemOf, Operation, OutboxItemLabel } from './operation'
import { payShare } from './pay-share'
import { profile } from './profile'
import { profileLocale } from './profile-locale'
import { topUp } from './top-up'
import { tournamentRegister } from './tournament-register'
import { tournamentWithdraw } from './tournament-withdraw'
import { said } from '~/lib/words'

/** Every kind of change the outbox sends. Adding one: its file in this folder, and one line here. */
export const operations = [
  book,
  cancel,
  profile,
  profileLocale,
  matchReport,
  matchConfirm,
  matchDispute,
  tournamentRegister,
  tournamentWithdraw,
  topUp,
  notificationsRead,
  deskCheckIn,
  deskNoShow,
  deskWalkIn,
  deskBookMember,
  joinMatch,
  leaveMatch,
  payShare,
] as const

type AnyOperation = (typeof operations)[number]

export type OutboxKind = AnyOperation['kind']

export type PayloadOf<K extends OutboxKind> = v.InferOutput<Extract<AnyOperation, { kind: K }>['payload']>

export type OutboxItem = { [K in OutboxKind]: ItemOf<K, PayloadOf<K>> }[OutboxKind]

/** An outbox item of one kind. */
export type OutboxItemOf<K extends OutboxKind> = Extract<OutboxItem, { kind: K }>

/** The RPCs the outbox sends (the API adds the ones it reads with). */
export type WriteRpc = NonNullable<AnyOperation['rpc']>['name']

/**
 * An operation seen through any item: the lookup is by the item's kind, so the item handed to its hooks has
 * the payload it declares (for items read back from the device, once `isReadable` said so).
 */
export type ItemOperation = Operation<OutboxKind, OutboxItem['payload'], WriteRpc>

const byKind = new Map<string, ItemOperation>(operations.map((op) => [op.kind, op as unknown as ItemOperation]))

/** The operation of an item, or undefined for a kind this version does not know. */
export function operationOf(item: { kind: string }): ItemOperation | undefined {
  return byKind.get(item.kind)
}

/** An item as stored on this device fits its operation (a known kind, a payload of today's shape). */
export function isReadable(item: { kind: string; payload: unknown }): item is OutboxItem {
  const op = operationOf(item)
  return op !== undefined && v.is(op.payload, item.payload)
}

/** How a queued or refused change is named to the player (sync status line, notification list). */
export function describeOutboxItem(item: OutboxItem): OutboxItemLabel {
  return isReadable(item) ? operationOf(item)!.label(item.payload) : { title: said('outbox_unreadable'), link: null }
}

/**
 * Unsettled items this version can read, oldest first: what the screens lay over the server's rows, each
 * through its operation's overlay for that dataset.
 */
export async function readUnsettled(db: ElsyDatabase): Promise<OutboxItem[]> {
  return (await db.outbox.orderBy('seq').toArray()).filter((i) => isUnsettled(i) && isReadable(i))
}
