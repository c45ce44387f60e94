export { queueBooking, type BookingRequest } from './queue-booking'
export { queueCancellation } from './queue-cancellation'
export { queueProfileUpdate } from './queue-profile-update'
export { discardOutboxItem, retryOutboxItem, rebookConflict } from './outbox-actions'
