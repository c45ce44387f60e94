import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { applyLocale } from '~/i18n/current-locale'
import { formatClockTime, formatDateTime, timeFormat } from './time-format'

describe('time formats', () => {
  const evening = new Date(2026, 10, 24, 19, 18)
  it('show hours on the 24-hour clock, from midnight 00 to 23', () => {
    expect(formatClockTime(evening)).toBe('19:18')
    expect(formatClockTime(new Date(2026, 10, 24, 0, 5))).toBe('00:05')
    expect(formatDateTime(evening, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })).toMatch(/^24 Nov(,| at) 19:18$/)
  })

  it('write English dates one way in every region: a US browser reads "Tue 24 Nov 2026" as a British one does', () => {
    const day = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const
    try {
      vi.stubGlobal('navigator', { languages: ['en-US'] })
      applyLocale('en')
      expect(formatDateTime(evening, day)).toBe('Tue 24 Nov 2026')
      vi.stubGlobal('navigator', { languages: ['de-DE'] })
      applyLocale('de')
      expect(formatDateTime(evening, day)).toBe('Di. 24. Nov. 2026')
    } finally {
      vi.unstubAllGlobals()
      applyLocale('en')
    }
  })

  it('stay 24-hour even when asked for a 12-hour clock', () => {
    expect(formatDateTime(evening, { hour: 'numeric', minute: '2-digit', hour12: true })).toBe('19:18')
    expect(formatDateTime(evening, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' })).toBe('19:18')
  })

  it('read an instant in a given zone', () => {
    expect(formatClockTime('2026-11-24T18:18:00Z', 'Europe/Madrid')).toBe('19:18')
    expect(formatClockTime('2026-11-24T18:18:00Z', 'Europe/London')).toBe('18:18')
  })

  it('leave dates without a time alone, and reuse one format per set of options', () => {
    expect(formatDateTime(evening, { day: 'numeric', month: 'short', year: 'numeric' })).toBe('24 Nov 2026')
    expect(timeFormat({ hour: '2-digit', minute: '2-digit' })).toBe(timeFormat({ hour: '2-digit', minute: '2-digit' }))
  })
})

describe("time formats in the reader's locale", () => {
  const evening = new Date(2026, 10, 24, 19, 18)
  const day = { weekday: 'long', day: 'numeric', month: 'long' } as const
  it('write dates and weekdays in each language, hours still on the 24-hour clock', () => {
    expect(formatDateTime(evening, day, 'es-ES')).toBe('martes 24 de noviembre')
    expect(formatDateTime(evening, day, 'fr-FR')).toBe('mardi 24 novembre')
    expect(formatDateTime(evening, day, 'de-DE')).toBe('Dienstag 24. November')
    expect(formatDateTime(evening, day, 'it-IT')).toBe('martedì 24 novembre')
    expect(formatDateTime(evening, day, 'pt-PT')).toBe('terça-feira 24 de novembro')
    expect(formatDateTime(evening, day, 'nl-NL')).toBe('dinsdag 24 november')
    expect(formatDateTime(evening, { hour: 'numeric', minute: '2-digit' }, 'en-US')).toBe('19:18')
    expect(formatDateTime(evening, { day: '2-digit', month: '2-digit', year: 'numeric' }, 'de-DE')).toBe('24.11.2026')
  })
})

// One place makes time formats: a screen that builds its own can slip back to "7:18 PM" next to "18:00" slots.
describe('time formatting in the app', () => {
  const root = path.resolve(__dirname, '..')
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return files(full)
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.endsWith('database.types.ts') ? [full] : []
    })

  it('goes through src/lib/time-format.ts only', () => {
    const offenders: string[] = []
    for (const file of files(root)) {
      if (file === path.join(root, 'lib', 'time-format.ts')) continue
      const text = readFileSync(file, 'utf8')
      // An Intl date format asking for an hour, or the browser's own 12/24-hour choice.
      const intlWithHour = [...text.matchAll(/new Intl\.DateTimeFormat\(([\s\S]*?)\)/g)].some((m) => /\bhour\b/.test(m[1]!))
      if (intlWithHour || /toLocaleTimeString|hour12|['"`]h{1,2}:mm/.test(text)) offenders.push(path.relative(root, file))
    }
    expect(offenders).toEqual([])
  })
})
