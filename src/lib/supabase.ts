import { createClient } from '@supabase/supabase-js'
import type { Database } from '~/lib/database.types'
import { clientEnv } from './env'
import { supabaseLoaded } from './supabase-registry'
// Before the client exists: it may change the address (see landing-address.ts).
import './landing-address'

const env = clientEnv()

/** The app's one Supabase client; every feature imports this instance. */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce' },
})

supabaseLoaded(supabase)
