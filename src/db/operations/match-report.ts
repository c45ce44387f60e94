import * as v from 'valibot'
import type { ElsyDatabase } from '../database'
import { matchWinner } from '~/lib/match-winner'
import { addOutboxItem } from '../outbox'
import { requireDatabase } from '../require-database'
import { requestDrain } from '../sync/kick'
import { MatchRow } from '../sync/rows-matches'
import type { SetScores } from '../types'
import { newUuid } from '../uuid'
import { defineOperation, marksOf, type OutboxBase, type RefusedPanel } from './operation'
import { said, WordsError } from '~/lib/words'

/** `report_match`: the match id is made on this device and is the idempotency key (and the outbox id). */
const payload = v.object({
  matchId: v.string(),
  team1: v.array(v.string()),
  team2: v.array(v.string()),
  sets: v.array(v.tuple([v.number(), v.number()])),
  bookingId: v.optional(v.nullable(v.string())),
  playedAt: v.optional(v.nullable(v.string())),
  clubId: v.optional(v.nullable(v.string())),
  /** The match as shown while it waits; never sent to the server. */
  preview: MatchRow,
})

/** The panel of a refused report, confirmation or dispute, on the match. */
export const matchRefusal: RefusedPanel<OutboxBase> = {
  role: 'group',
  ariaLabel: said('outbox_result_not_recorded'),
  fallback: said('outbox_result_fallback'),
  discard: said('outbox_discard'),
}

export const matchReport = defineOperation({
  kind: 'match_report',
  payload,
  rpc: {
    name: 'report_match',
    args: (p) => ({
      p_match_id: p.matchId,
      p_team1: p.team1,
      p_team2: p.team2,
      p_sets: p.sets,
      ...(p.bookingId ? { p_booking_id: p.bookingId } : {}),
      ...(p.playedAt ? { p_played_at: p.playedAt } : {}),
      ...(p.clubId ? { p_club_id: p.clubId } : {}),
    }),
  },
  done: ['reported', 'confirmed', 'replayed'],
  conflict: ['invalid_teams', 'invalid_score', 'not_played_yet', 'already_reported'],
  overlay: {
    // Reports not sent yet come from their outbox preview, so a pull can never erase them.
    matches(rows, item) {
      // Already on the server (a replay whose answer was lost): the server's row wins.
      if (rows.get(item.payload.matchId)?.syncState === 'synced') return
      rows.set(item.payload.matchId, { ...item.payload.preview, ...marksOf(item) })
    },
  },
  label: () => ({ title: said('outbox_match_result'), link: '/player-statistics' }),
  refused: matchRefusal,
})

export interface MatchPlayerRef {
  id: string
  /** Shown while the report waits for the server (which then sends its own names). */
  name: string
}

export interface MatchReportRequest {
  /** One player each for singles, two for doubles. */
  team1: MatchPlayerRef[]
  team2: MatchPlayerRef[]
  /** Games per set, [team 1, team 2]. */
  sets: SetScores
  /** The past booking the match was played in (gives the club, court and time). */
  bookingId?: string | null
  /** ISO instant; defaults to the booking's start (server side: the booking's slot). */
  playedAt?: string | null
  clubId?: string | null
}

/** The match as this device shows it until the server answers, from the local booking and club copies. */
async function buildPreview(db: ElsyDatabase, matchId: string, req: MatchReportRequest): Promise<MatchRow> {
  const winner = matchWinner(req.sets)
  if (!winner) throw new WordsError(said('outbox_needs_winner'))
  const booking = req.bookingId ? await db.bookings.get(req.bookingId) : undefined
  const clubId = req.clubId ?? booking?.club_id ?? null
  const club = clubId ? await db.clubs.get(clubId) : undefined
  // Staff recording a result they did not play see it from team 1's side, as the server shows it.
  const inTeam2 = req.team2.some((p) => p.id === db.userId)
  const now = new Date().toISOString()
  return {
    id: matchId,
    booking_id: req.bookingId ?? null,
    tournament_id: null,
    club_id: clubId,
    club_name: club?.name ?? booking?.club_name ?? '',
    court_number: booking?.court_number ?? null,
    court_type: booking?.court_type ?? null,
    played_at: req.playedAt ?? booking?.starts_at ?? now,
    format: req.team1.length === 1 && req.team2.length === 1 ? 'singles' : 'doubles',
    status: 'reported',
    sets: req.sets,
    winner,
    my_team: inTeam2 ? 2 : 1,
    reported_by: db.userId,
    reported_at: now,
    confirmed_at: null,
    dispute_reason: null,
    can_confirm: false,
    players: [
      ...req.team1.map((p) => ({ id: p.id, name: p.name, team: 1 as const, rating_before: null, rating_after: null, delta: null })),
      ...req.team2.map((p) => ({ id: p.id, name: p.name, team: 2 as const, rating_before: null, rating_after: null, delta: null })),
    ],
    rating: null,
  }
}

/**
 * Records a match result on this device and queues `report_match`, in one transaction. The match id is made
 * here once: it is the outbox id and the server's idempotency key, so a resend never reports twice.
 */
export async function queueMatchReport(req: MatchReportRequest): Promise<{ matchId: string }> {
  const db = requireDatabase()
  const result = await db.transaction('rw', [db.outbox, db.meta, db.bookings, db.clubs, db.matches], async () => {
    if (req.bookingId) {
      const known = await db.matches.filter((m) => m.booking_id === req.bookingId).count()
      const queued = await db.outbox
        .where('kind')
        .equals('match_report')
        .filter((i) => i.kind === 'match_report' && i.payload.bookingId === req.bookingId && i.status !== 'conflict' && i.status !== 'failed')
        .count()
      if (known + queued > 0) throw new WordsError(said('outbox_result_exists'))
    }
    const matchId = newUuid()
    const preview = await buildPreview(db, matchId, req)
    await addOutboxItem(db, matchId, {
      kind: 'match_report',
      payload: {
        matchId,
        team1: req.team1.map((p) => p.id),
        team2: req.team2.map((p) => p.id),
        sets: req.sets,
        bookingId: req.bookingId ?? null,
        playedAt: req.playedAt ?? null,
        clubId: req.clubId ?? null,
        preview,
      },
    })
    return { matchId }
  })
  requestDrain()
  return result
}
