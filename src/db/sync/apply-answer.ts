import type { ElsyDatabase } from '../database'
import { isCurrencyCode } from '~/lib/money'
import { WALLET_BALANCES_KEY } from '../meta-keys'
import { storeOpenMatchAnswer } from '../operations/open-match-place'
import { operationOf, operations, type OutboxItem } from '../operations/registry'
import type { RpcAnswer } from './rows'
import { toBalances, toBooking, toNumber, toTransaction } from './rows'
import { toMatch } from './rows-matches'
import { toTournament } from './rows-tournaments'

/** The stores a successful answer may write (its rows, and what the operations apply), for the drain's transaction. */
export function answerTables(db: ElsyDatabase) {
  const rows = [db.bookings, db.meta, db.matches, db.openMatches, db.myOpenMatches, db.tournaments, db.transactions]
  return [...new Set([...rows, ...operations.flatMap((op) => op.applyTables?.(db) ?? [])])]
}

/**
 * Stores the server rows an answer carries (a booking, a match played or open, a tournament, a transaction, the balance).
 * Refusals carry them too (a dispute refused because the match was confirmed meanwhile sends the confirmed
 * match): they are the server's present state, so the screen shows it next to the refusal.
 */
export async function storeAnswerRows(db: ElsyDatabase, item: OutboxItem, answer: RpcAnswer | undefined): Promise<{ tournament: boolean }> {
  const op = operationOf(item)
  if (op?.answerIsAnotherPersons) return { tournament: false }
  const booking = toBooking(answer?.booking)
  if (booking) await db.bookings.put(booking)
  if (op?.answersOpenMatch) {
    await storeOpenMatchAnswer(db, answer)
  } else {
    const match = toMatch(answer?.match)
    if (match) await db.matches.put(match)
  }
  const tournament = toTournament(answer?.tournament)
  if (tournament) await db.tournaments.put(tournament)
  const transaction = toTransaction(answer?.transaction)
  if (transaction) await db.transactions.put(transaction)
  await storeAnswerBalance(db, answer)
  return { tournament: tournament !== null }
}

/**
 * An answer's `balance` is the balance in its `currency` only: that one entry is replaced, the others stay.
 * A balance without a currency says nothing about any wallet and is ignored.
 */
async function storeAnswerBalance(db: ElsyDatabase, answer: RpcAnswer | undefined): Promise<void> {
  const balance = toNumber(answer?.balance)
  const currency = answer?.currency
  if (balance === null || !isCurrencyCode(currency)) return
  const held = toBalances((await db.meta.get(WALLET_BALANCES_KEY))?.value) ?? []
  const next = [...held.filter((b) => b.currency !== currency), { currency, balance }].sort((a, b) => a.currency.localeCompare(b.currency))
  await db.meta.put({ key: WALLET_BALANCES_KEY, value: next })
}

/**
 * Stores what a successful answer carries, inside the drain's transaction, so the screen shows the server's
 * row the moment the queued one disappears, and applies what the answer leaves out (the item's operation
 * knows what). The pull that follows a settled drain refreshes the rest (statistics, rankings, the tournament list).
 */
export async function applyAnswer(db: ElsyDatabase, item: OutboxItem, answer: RpcAnswer | undefined, at: string): Promise<void> {
  const { tournament } = await storeAnswerRows(db, item, answer)
  await operationOf(item)?.applyDone?.(db, item, answer, { at, storedTournament: tournament })
}
