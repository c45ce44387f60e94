import type * as Messages from '~/i18n/generated/member/messages'
import type { Said } from '~/i18n/server-words'

export type { Said }

/*
 * Words kept as data until a screen shows them. The data layer (src/db: the outbox, the sync engine, the queries)
 * says nothing itself: it names a message of the member catalogue and the raw values it takes, and the screen
 * says it when it shows it (sayWords in i18n/server-words.ts), in the page's language of that moment. Values
 * take the shapes a server answer's do ({amount, currency}, {number, decimals}, another message…).
 */

/** A message of the member catalogue (the server's sentences are among them). */
export type MessageKey = keyof typeof Messages
type Inputs<K extends MessageKey> = Parameters<(typeof Messages)[K]>[0]

/** The message `key` with its values, checked against the catalogue: what `m.key(values)` would say, kept to be said later. */
export function said<K extends MessageKey>(key: K, ...values: undefined extends Inputs<K> ? [] : [Inputs<K>]): Required<Said> {
  return { message_key: key, message_values: { ...values[0] } }
}

/**
 * Words for a person: a message with its values, a text as it came, or both. The text is shown when there is no
 * message, or one this app does not have (a newer server's): the server's own sentence, a network error's text.
 */
export type Words = Partial<Said> & { text?: string }

/** A refusal made on this device before anything was queued (that slot is already taken here, a reason too long). */
export class WordsError extends Error {
  constructor(readonly words: Required<Said>) {
    // The key, for a developer reading a log; a person reads the words (errorText in i18n/server-words.ts).
    super(words.message_key)
    this.name = 'WordsError'
  }
}
