import { describe, expect, it } from 'vitest'
import { readEnv } from './env'

describe('readEnv', () => {
  it('uses the explicit URL and key', () => {
    const env = readEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'x'.repeat(40) }, 'http://o')
    expect(env).toEqual({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'x'.repeat(40) })
  })

  it('falls back to the page origin and the local anon key when nothing is set', () => {
    const env = readEnv({}, 'http://127.0.0.1:54321')
    expect(env.supabaseUrl).toBe('http://127.0.0.1:54321')
    expect(env.supabaseAnonKey).toMatch(/^eyJ/)
  })

  it('refuses a remote URL without its key, naming the variable', () => {
    expect(() => readEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, 'http://o')).toThrow(/VITE_SUPABASE_ANON_KEY is missing/)
  })

  it('refuses a malformed URL, naming the variable', () => {
    expect(() => readEnv({ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: 'x'.repeat(40) }, undefined)).toThrow(
      /VITE_SUPABASE_URL must be a full URL/,
    )
  })
})
