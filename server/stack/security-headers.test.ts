import { describe, expect, it } from 'vitest'
import { appSecurityHeaders } from './security-headers.ts'

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `))

describe('appSecurityHeaders', () => {
  it('allows scripts from the app itself and Stripe.js only, styles from the app only, and no framing', () => {
    const headers = appSecurityHeaders()
    const csp = headers['content-security-policy']
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://js.stripe.com https://*.js.stripe.com")
    expect(directive(csp, 'style-src')).toBe("style-src 'self'")
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive(csp, 'object-src')).toBe("object-src 'none'")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com")
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('lets the app reach the Supabase project it was built for, over HTTPS and its websocket', () => {
    const csp = appSecurityHeaders(['https://xyz.supabase.co/', 'https://xyz.supabase.co'])['content-security-policy']
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://xyz.supabase.co wss://xyz.supabase.co https://api.stripe.com")
  })

  it('keeps a local API port and uses ws: for plain HTTP', () => {
    const csp = appSecurityHeaders(['http://127.0.0.1:54321'])['content-security-policy']
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321 https://api.stripe.com")
  })

  it("lets Stripe's Payment Element and its card checks run in frames, and nothing else from outside", () => {
    const csp = appSecurityHeaders()['content-security-policy']
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://*.stripe.com")
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:")
  })
})
