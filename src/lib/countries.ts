import * as v from 'valibot'
import { supabase } from '~/lib/supabase'

const CountrySchema = v.object({ code: v.string(), name: v.string(), currency: v.string(), time_zone: v.string() })
export type Country = v.InferOutput<typeof CountrySchema>

/** The network's countries by name (a public table): names for country codes, and the choices of a country filter. */
export async function fetchCountries(): Promise<Country[]> {
  const { data, error } = await supabase.from('countries').select('code, name, currency, time_zone').order('name')
  if (error) throw new Error(navigator.onLine ? error.message : 'You are offline. The list of countries needs a connection.')
  return v.parse(v.array(CountrySchema), data)
}
