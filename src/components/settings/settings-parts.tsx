import { useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import type { RpcAnswer } from '~/lib/rpc-answer'
import { notify } from '~/lib/toast'
import { SettingRefused } from '~/lib/setting-change'

export function SettingsSection({ id, title, description, children }: { id: string; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Card.Root aria-labelledby={id} role="region">
      <Card.Header>
        <Card.Title id={id}>{title}</Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}

/**
 * One save at a time for a form: the server's answer becomes a success toast (its sentence unchanged) and a
 * reload, a refusal stays beside the form with what was typed, never cleared by it.
 */
export function useSave(title: string, onSaved: () => void) {
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<Error | null>(null)
  async function run(send: () => Promise<RpcAnswer>): Promise<RpcAnswer | null> {
    setBusy(true)
    setRefusal(null)
    try {
      const answer = await send()
      notify.success(title, answer.message)
      onSaved()
      return answer
    } catch (err) {
      setRefusal(err instanceof Error ? err : new Error(String(err)))
      return null
    } finally {
      setBusy(false)
    }
  }
  /** The refusal's sentence when it is about `field` (shown under that field). */
  function fieldError(field: string): string | undefined {
    return refusal instanceof SettingRefused && refusal.field === field ? refusal.message : undefined
  }
  /** The refusal's sentence when no field of `fields` shows it. */
  function formError(fields: readonly string[] = []): string | null {
    if (!refusal) return null
    if (refusal instanceof SettingRefused && refusal.field && fields.includes(refusal.field)) return null
    return refusal.message
  }
  return { busy, refusal, run, fieldError, formError, clear: () => setRefusal(null) }
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm', fontWeight: 'medium' })}>
      {message}
    </p>
  )
}

export const formRow = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-start', '& > *': { flex: '1 1 12rem' } })
export const actionsRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })
export const formFooter = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', mt: '4' })
