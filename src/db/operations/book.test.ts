import { describe, expect, it } from 'vitest'
import { book, bookingRefusal, isSlotProblem } from './book'
import { deskBookMember } from './desk-book-member'
import { deskWalkIn } from './desk-walk-in'
import type { OutboxBase } from './operation'

const refused = (resultCode: string): OutboxBase => ({
  id: 'b1',
  userId: 'u1',
  status: 'conflict',
  attempts: 1,
  nextAttemptAt: 0,
  lastError: null,
  resultCode,
  createdAt: '2026-11-25T10:00:00Z',
  seq: 1,
})

// What book_court (for oneself or, at the desk, for a member) and book_walk_in answer when the court-slot itself cannot be had: slot_unavailable's statuses
// (also when the club closes it while the booking is being written), a taken slot and a started one.
const SLOT_REFUSALS = ['club_closed', 'court_out_of_service', 'unavailable', 'slot_taken', 'past_slot']

describe('a booking refused for its court-slot', () => {
  it.each(SLOT_REFUSALS)('%s is a conflict another court-slot fixes, not a retry', (code) => {
    expect(book.conflict).toContain(code)
    expect(isSlotProblem(refused(code))).toBe(true)
    expect(bookingRefusal.offersRetry?.(refused(code))).toBe(false)
  })

  it.each(SLOT_REFUSALS)('%s is a conflict for the desk’s bookings too', (code) => {
    expect(deskBookMember.conflict).toContain(code)
    expect(deskWalkIn.conflict).toContain(code)
  })
})
