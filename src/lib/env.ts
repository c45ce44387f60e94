import * as v from 'valibot'

// The Supabase CLI's well-known local anon key (iss "supabase-demo"). It only works against a local stack,
// so it is a safe default for a build served by `npm start`; production builds must set VITE_SUPABASE_ANON_KEY.
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

const EnvSchema = v.object({
  supabaseUrl: v.pipe(
    v.string('VITE_SUPABASE_URL is missing'),
    v.url('VITE_SUPABASE_URL must be a full URL such as https://xyz.supabase.co'),
  ),
  supabaseAnonKey: v.pipe(
    v.string('VITE_SUPABASE_ANON_KEY is missing'),
    v.minLength(20, 'VITE_SUPABASE_ANON_KEY looks truncated: paste the project\'s anon (public) key'),
  ),
})

export type Env = v.InferOutput<typeof EnvSchema>

type RawEnv = Record<string, string | boolean | undefined>

/** Reads and validates the client configuration once; each problem is reported with the variable's name. */
export function readEnv(raw: RawEnv, origin: string | undefined): Env {
  const pick = (key: string) => {
    const value = raw[key]
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
  }
  // Unset means "the same origin serves the API": the local stack serves the built PWA and /auth/v1, /rest/v1.
  const url = pick('VITE_SUPABASE_URL') ?? origin
  const key = pick('VITE_SUPABASE_ANON_KEY') ?? (pick('VITE_SUPABASE_URL') ? undefined : LOCAL_ANON_KEY)
  const result = v.safeParse(EnvSchema, { supabaseUrl: url, supabaseAnonKey: key })
  if (!result.success) {
    const lines = result.issues.map((issue) => `- ${issue.message}`).join('\n')
    throw new Error(`ELSY is not configured correctly:\n${lines}\nSee .env.example.`)
  }
  return result.output
}

let cached: Env | undefined

/** The running app's configuration, validated on first use (start-up, via the Supabase client). */
export function clientEnv(): Env {
  cached ??= readEnv(import.meta.env as RawEnv, typeof window === 'undefined' ? undefined : window.location.origin)
  return cached
}

/** The same configuration as a plain object; read lazily so importing this module never throws (e.g. in tests). */
export const env: Env = {
  get supabaseUrl() {
    return clientEnv().supabaseUrl
  },
  get supabaseAnonKey() {
    return clientEnv().supabaseAnonKey
  },
}
