import { applyDeskMarks, deskMarkPayload, deskMarkRefusal, overlayDeskCellMark, overlayDeskMark } from './desk-check-in'
import { defineOperation } from './operation'
import { said } from '~/lib/words'

/** `mark_no_show`: nobody came (from 15 minutes after the start). A repeat answers already_no_show: done too. */
export const deskNoShow = defineOperation({
  kind: 'desk_no_show',
  payload: deskMarkPayload,
  rpc: { name: 'mark_no_show', args: (p) => ({ p_booking_id: p.bookingId }) },
  done: ['no_show', 'already_no_show'],
  conflict: ['cancelled', 'too_early', 'already_checked_in'],
  applyDone: (db, item, answer) => applyDeskMarks(db, item.payload.clubId, answer),
  applyTables: (db) => [db.deskDashboards, db.deskDays],
  overlay: {
    deskBookings: (rows, item) => overlayDeskMark(rows, item, { checked_in_at: null, no_show_at: item.createdAt }),
    deskCells: (cells, item) => overlayDeskCellMark(cells, item, { checked_in_at: null, no_show_at: item.createdAt }),
  },
  label: (p) => ({ title: said('outbox_no_show_label', { players: p.players, slot: p.slotLabel }), link: '/club-owner' }),
  refused: deskMarkRefusal<'desk_no_show'>(),
})
