import { discardOutboxItem, outboxOutcome } from '~/db/outbox-actions'
import { sayWords } from '~/i18n/server-words'
import { m } from '~/i18n/staff'

/** How long a desk dialog waits for a queued change's answer before saying it is kept on the device. */
const WAIT_MS = 8000

export const keptOnDevice = () => m.desk_kept_on_device()

/**
 * The sentence for a change the desk queued: `done` when the server took it, the server's own sentence thrown when
 * it refused, and "saved on this device" while it waits for a connection.
 */
export async function queuedSentence(outboxId: string, done: string): Promise<string> {
  const outcome = await outboxOutcome(outboxId, WAIT_MS)
  if (outcome.kind === 'refused') {
    // The refusal is shown in the dialog that asked: it is not kept as a refused change as well, and the dialog
    // may send the corrected change under the same id (a refused booking id was never stored by the server).
    await discardOutboxItem(outboxId)
    throw new Error(sayWords(outcome.message) ?? m.desk_not_recorded())
  }
  return outcome.kind === 'done' ? done : keptOnDevice()
}
