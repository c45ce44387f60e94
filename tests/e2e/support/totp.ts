import { createHmac } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 (the setup key authenticator apps take), spaces and padding ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error(`not base32: ${char}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((value >>> bits) & 0xff)
    }
  }
  return Buffer.from(bytes)
}

/**
 * RFC 6238 TOTP with HMAC-SHA1 (what the auth service and authenticator apps use): the code for the
 * `period`-second step holding `atMs`, `digits` long.
 */
export function totpAt(key: Buffer, atMs: number, { period = 30, digits = 6 } = {}): string {
  const counter = Math.floor(atMs / 1000 / period)
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const hmac = createHmac('sha1', key).update(message).digest()
  // RFC 4226 §5.3 dynamic truncation.
  const offset = hmac[hmac.length - 1]! & 0x0f
  const binary = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits
  return binary.toString().padStart(digits, '0')
}

/** The code an authenticator app would show now for a base32 setup key. */
export function totpNow(secret: string, atMs = Date.now()): string {
  return totpAt(base32Decode(secret), atMs)
}

const PERIOD_MS = 30_000

/**
 * Which step's code to type when the factor last accepted `lastStep` (null = never): the auth service takes a code
 * once, for a step later than the last accepted one, within one step either side of now (clock skew). So: the
 * current step, else the next one (already taken within the skew window), else wait until that one is in reach.
 */
export function unusedTotpStep(lastStep: number | null, nowMs = Date.now()): { step: number; waitMs: number } {
  const current = Math.floor(nowMs / PERIOD_MS)
  const step = lastStep === null ? current : Math.max(current, lastStep + 1)
  // A little past the boundary, so the server's clock is surely in the new step too.
  const waitMs = step > current + 1 ? (step - 1) * PERIOD_MS - nowMs + 500 : 0
  return { step, waitMs }
}

/** The code for a step (see unusedTotpStep). */
export function totpForStep(secret: string, step: number): string {
  return totpAt(base32Decode(secret), step * PERIOD_MS)
}
