/**
 * Headers for the app's own files (the shell, scripts, the service worker). The build has no inline
 * script (Vite emits module files; vite-plugin-pwa's registration is off and the app registers the
 * worker from its bundle), so scripts come from 'self' only.
 *
 * - connect-src: the API is same-origin unless the build named another Supabase URL (VITE_SUPABASE_URL);
 *   that origin and its websocket twin (realtime) are allowed too.
 * - img-src data: the TOTP enrolment QR code is a data: SVG from the auth service.
 * - media-src blob: the hero video is served by the service worker from its cache, same-origin; blob:
 *   covers a browser that hands ranges over as blobs.
 * - Stripe (card payments): Stripe.js must come from js.stripe.com (Stripe forbids bundling it), its Payment
 *   Element and 3-D Secure run in frames from js.stripe.com and other stripe.com hosts, and it talks to
 *   api.stripe.com. Always allowed, even where card payments are off: the headers are written before the app
 *   knows, the app loads Stripe.js only when a card payment starts, and these origins run nothing until then.
 * - style-src 'self' without 'unsafe-inline': styles are Panda's static CSS; React, Ark UI and the toasts
 *   set element styles through the CSSOM (element.style), which CSP does not govern, and the toasts use
 *   react-hot-toast's headless entry (no injected <style>).
 */
/** What Stripe.js and its Payment Element need (Stripe's own list for a Content Security Policy). */
const STRIPE = {
  scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://*.stripe.com'],
  connect: ['https://api.stripe.com'],
}

export function appSecurityHeaders(apiUrls: string[] = []): Record<string, string> {
  const origins = apiUrls.flatMap((url) => {
    const { protocol, host } = new URL(url)
    return [`${protocol}//${host}`, `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`]
  })
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...STRIPE.scripts],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...new Set(origins), ...STRIPE.connect],
    'frame-src': ["'self'", ...STRIPE.frames],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return {
    'content-security-policy': Object.entries(directives)
      .map(([name, values]) => `${name} ${values.join(' ')}`)
      .join('; '),
    'x-content-type-options': 'nosniff',
    // frame-ancestors for current browsers, X-Frame-Options for older ones.
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  }
}
