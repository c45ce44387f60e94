import { say, sayParts, type SaidPart } from '~/i18n/server-words'

type Message = { message_key: string; message_values: Record<string, unknown> } | null

/** A kind of action's label in the reader's language; its English from the server when no message names it. */
export function actionLabel(kind: { label: string; message: Message }): string {
  return (kind.message && say(kind.message)) ?? kind.label
}

/**
 * A row's summary in the reader's language, in pieces: each person's name a piece of its own, to be shown set
 * apart from the app's words. A row no message names (or one this app does not know) is its English, whole.
 */
export function summaryParts(summary: string, message: Message): SaidPart[] {
  return (message && sayParts(message)) ?? [{ text: summary, person: false }]
}
