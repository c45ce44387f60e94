import * as v from 'valibot'
import { m } from '~/i18n/staff'
import { readAnswer, type RpcAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'

/** What the page says offline, in the page's language. */
export const offlineText = () => m.admin_clubs_offline()

const AdminClub = v.object({
  id: v.string(),
  name: v.string(),
  country_code: v.string(),
  country_name: v.string(),
  city: v.string(),
  address: v.nullable(v.string()),
  time_zone: v.string(),
  currency: v.string(),
  active: v.boolean(),
  deactivated_at: v.nullable(v.string()),
  courts_in_service: v.number(),
  courts_total: v.number(),
  owner: v.nullable(v.object({ id: v.string(), name: v.string(), email: v.nullable(v.string()) })),
  invitation: v.nullable(v.object({ email: v.string(), created_at: v.string() })),
  members: v.number(),
  bookings_this_month: v.number(),
})

const Country = v.object({ code: v.string(), name: v.string(), currency: v.string(), time_zone: v.string() })
const Slot = v.object({ starts_at: v.string(), ends_at: v.string() })
const AdminClubs = v.object({ clubs: v.array(AdminClub), countries: v.array(Country), slots: v.array(Slot) })

export type AdminClub = v.InferOutput<typeof AdminClub>
export type Country = v.InferOutput<typeof Country>
export type AdminClubs = v.InferOutput<typeof AdminClubs>

/** Every club with its figures, the countries and the slot times (`admin_clubs`); a refusal is thrown with its sentence. */
export async function fetchAdminClubs(): Promise<AdminClubs> {
  const { data, error } = await supabase.rpc('admin_clubs')
  const answer = readAnswer(data, error, offlineText())
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(AdminClubs, answer)
  if (!parsed.success) throw new Error(m.admin_clubs_unreadable())
  return parsed.output
}

/** The server said no: its sentence, unchanged, and the field (and court) it is about when it names one. */
export class ClubRefused extends Error {
  readonly status: string
  readonly field: string | null
  readonly answer: RpcAnswer
  constructor(answer: RpcAnswer) {
    super(answer.message)
    this.status = answer.status
    this.field = typeof answer.field === 'string' ? answer.field : null
    this.answer = answer
  }
}

type Call = PromiseLike<{ data: unknown; error: { message: string } | null }>

async function send(call: Call, done: readonly string[]): Promise<RpcAnswer> {
  const { data, error } = await call
  const answer = readAnswer(data, error, offlineText())
  if (!done.includes(answer.status)) throw new ClubRefused(answer)
  return answer
}

export interface NewCourt {
  name: string
  type: 'indoor' | 'outdoor'
  off_peak_price: number
  peak_price: number
}

export interface NewClub {
  name: string
  country_code: string
  city: string
  address: string
  phone: string
  email: string
  /** "HH:MI" per weekday, Monday first; null: closed that day. */
  opens_at: (string | null)[]
  closes_at: (string | null)[]
  courts: NewCourt[]
}

export const createClub = (club: NewClub) => send(supabase.rpc('admin_create_club', { p_club: club as never }), ['created'])

export const setClubActive = (clubId: string, active: boolean, reason: string) =>
  send(supabase.rpc('admin_set_club_active', { p_club_id: clubId, p_active: active, p_reason: reason }), ['deactivated', 'reactivated', 'unchanged'])

export const removeClubOwner = (clubId: string) => send(supabase.rpc('remove_club_owner', { p_club_id: clubId }), ['removed', 'unchanged'])
