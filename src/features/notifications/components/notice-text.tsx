import { Fragment } from 'react'
import { css } from 'styled-system/css'
import { storedWordParts } from '~/i18n/server-words'

/** A person's name inside a notification: quoted and bolder, so it reads as a name, never as the app speaking. */
const personName = css({ fontWeight: 'semibold', color: 'fg.default', fontStyle: 'normal' })

/**
 * A notification's stored title or body in the reader's language (its message when it names one), with the names of the people in it set
 * apart: each in a <q> (the language's own quotation marks) around a <bdi>, so a name written right to left,
 * or with direction marks, cannot reorder the words around it.
 */
export function NoticeText({ text, message }: { text: string; message?: unknown }) {
  const parts = storedWordParts(text, message)
  return (
    <>
      {parts.map((part, i) =>
        part.person ? (
          <q key={i} className={personName} data-person-name="">
            <bdi>{part.text}</bdi>
          </q>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  )
}
