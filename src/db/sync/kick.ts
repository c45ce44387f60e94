/*
 * Writes ask the engine to drain without importing it (the engine imports the writes' tables, and tests run
 * writes with no engine at all). The engine registers itself on start and clears it on stop.
 */
let requester: (() => void) | null = null

export function setDrainRequester(fn: (() => void) | null): void {
  requester = fn
}

/** Ask the running engine (if any) to drain the outbox soon. */
export function requestDrain(): void {
  requester?.()
}
