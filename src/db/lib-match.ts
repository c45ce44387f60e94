// The queued match's winner comes from the one shared rule; this path stays for the outbox's writes.
export { matchWinner } from '~/lib/match-winner'
