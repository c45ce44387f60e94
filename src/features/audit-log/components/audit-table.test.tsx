import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadMessages, switchLocale } from '~/i18n/catalogue'
import type { AuditEntry } from '../api/audit-entries'
import { AuditTable } from './audit-table'

const person = (name: string) => ({ person: name })
const courtSlot = { message_key: 'server_audit_court_slot', message_values: { court: 1, date: { day: '2026-11-30' }, slot: '18:00 - 19:30' } }

function entry(patch: Partial<AuditEntry>): AuditEntry {
  return {
    id: 1,
    at: '2026-11-28T10:00:00Z',
    day: '2026-11-28',
    time_zone: 'Europe/Madrid',
    actor: { id: 'a', name: 'Sam Staff', email: 'sam@example.test' },
    action: 'book_for_member',
    action_label: 'Booking for a member',
    action_label_message: { message_key: 'server_audit_action_book_for_member', message_values: {} },
    summary: 'Booked court 1 on 2026-11-30 18:00 - 19:30 for Ana López, €20.00 from the wallet',
    summary_message: {
      message_key: 'server_audit_booked_from_wallet',
      message_values: { booking: courtSlot, person: person('Ana López'), amount: { amount: 20, currency: 'EUR' } },
    },
    target: { id: 'm', name: 'Ana López' },
    club: { id: 'c', name: 'ELSY Madrid' },
    ...patch,
  }
}

const text = (html: string) => html.replace(/<[^>]+>/g, '')

describe('AuditTable', () => {
  beforeAll(async () => {
    await loadMessages('member')
  })
  afterAll(async () => {
    await switchLocale('en')
  })

  it('says each summary from its message, the day with its weekday and the person set apart', () => {
    const html = renderToStaticMarkup(<AuditTable rows={[entry({})]} />)
    expect(text(html)).toMatch(/Booked court 1 on Mon,? 30 Nov 2026 18:00 - 19:30 for Ana López, €20\.00 from the wallet/)
    expect(html).toMatch(/<bdi class="[^"]*" data-person-name="">Ana López<\/bdi>/)
    expect(text(html)).toContain('Booking for a member')
  })

  it('says the label and the summary in the reader’s language', async () => {
    await switchLocale('es')
    const html = text(renderToStaticMarkup(<AuditTable rows={[entry({})]} />))
    expect(html).toContain('Reserva para un socio')
    expect(html).toContain('Ana López')
    expect(html).toContain('20,00\u00a0€')
    expect(html).not.toContain('Booked court')
    await switchLocale('en')
  })

  it('shows the English of a row or a kind no message names', async () => {
    await switchLocale('es')
    const row = entry({
      action: 'made_up_kind',
      action_label: 'Made up kind',
      action_label_message: null,
      summary: 'Made up kind',
      summary_message: null,
    })
    const html = text(renderToStaticMarkup(<AuditTable rows={[row]} />))
    expect(html).toContain('Made up kind')
    // A message this app does not know yet (a newer server) leaves the English too.
    const newer = entry({ summary: 'Something new', summary_message: { message_key: 'server_audit_not_yet_known', message_values: {} } })
    expect(text(renderToStaticMarkup(<AuditTable rows={[newer]} />))).toContain('Something new')
    await switchLocale('en')
  })

  it('keeps markup typed into a name as text', () => {
    const row = entry({
      summary: 'Added a staff note about <b>Ana</b>',
      summary_message: { message_key: 'server_audit_note_added', message_values: { person: person('<b>Ana</b>') } },
    })
    expect(renderToStaticMarkup(<AuditTable rows={[row]} />)).toContain('<bdi class')
    expect(renderToStaticMarkup(<AuditTable rows={[row]} />)).toContain('&lt;b&gt;Ana&lt;/b&gt;')
  })
})
