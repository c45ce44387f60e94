import { randomUUID } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  SignJWT,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from 'jose'

export interface SigningKeys {
  /** Signs user access tokens: ES256 with the persisted key's kid. */
  sign(payload: JWTPayload): Promise<string>
  /** Verifies ES256 tokens from this service and HS256 tokens made with the shared secret. */
  verify(token: string): Promise<JWTPayload>
  /** HS256 with the shared secret: OAuth state and other short-lived internal tokens. */
  signInternal(payload: JWTPayload, expiresInSec: number): Promise<string>
  verifyInternal(token: string): Promise<JWTPayload>
  /** Public keys only, served at /.well-known/jwks.json. */
  jwks: { keys: JWK[] }
  /** A JWKS text PostgREST 12 accepts as jwt-secret: the shared secret (oct) plus the public key. */
  postgrestJwtSecret: string
}

const KEY_FILE = 'auth-signing-key.json'

/**
 * Loads the ES256 signing key from dataDir, creating it on first start. Persisting it keeps
 * sessions valid across restarts, like a Supabase project's signing key.
 */
export async function loadSigningKeys(dataDir: string, jwtSecret: string): Promise<SigningKeys> {
  const privateJwk = await readOrCreateKey(dataDir)
  const kid = privateJwk.kid as string
  const privateKey = await importJWK(privateJwk, 'ES256')
  const { d: _d, ...publicFields } = privateJwk
  const publicJwk: JWK = { ...publicFields, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] }
  const publicKey = await importJWK(publicJwk, 'ES256')
  const secret = new TextEncoder().encode(jwtSecret)

  const verify = async (token: string): Promise<JWTPayload> => {
    const header = decodeProtectedHeader(token)
    if (header.alg === 'HS256') {
      return (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload
    }
    if (header.alg === 'ES256' && (!header.kid || header.kid === kid)) {
      return (await jwtVerify(token, publicKey, { algorithms: ['ES256'] })).payload
    }
    throw new Error(`signing method ${header.alg ?? 'none'} is invalid`)
  }

  const octJwk: JWK = { kty: 'oct', k: Buffer.from(jwtSecret).toString('base64url'), alg: 'HS256' }
  return {
    sign: (payload) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(privateKey),
    verify,
    signInternal: (payload, expiresInSec) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSec)
        .sign(secret),
    verifyInternal: async (token) => (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload,
    jwks: { keys: [publicJwk] },
    postgrestJwtSecret: JSON.stringify({ keys: [octJwk, publicJwk] }),
  }
}

async function readOrCreateKey(dataDir: string): Promise<JWK> {
  const file = path.join(dataDir, KEY_FILE)
  try {
    const jwk = JSON.parse(await readFile(file, 'utf8')) as JWK
    if (jwk.kty === 'EC' && jwk.crv === 'P-256' && jwk.d && jwk.kid) return jwk
    throw new Error(`${file} is not an ES256 private key; remove it to generate a new one`)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'ES256' }
  await mkdir(dataDir, { recursive: true })
  // Owner-only: this is the private signing key.
  await writeFile(file, JSON.stringify(jwk, null, 2), { mode: 0o600 })
  return jwk
}
