// The booking conflict panel reads the date from here; every other caller imports ~/lib/club-time.
export { formatBookingDate } from '~/lib/club-time'
