import * as v from 'valibot'
import { isNetworkError, readerOf, UnreachableError } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'

const CountrySchema = v.object({ code: v.string(), name: v.string(), currency: v.string(), time_zone: v.string() })
export type Country = v.InferOutput<typeof CountrySchema>

/** A list of countries kept on the device, if it still reads as one. */
export const readCountries = readerOf(v.array(CountrySchema))

/** The network's countries by name (a public table): names for country codes, and the choices of a country filter. */
export async function fetchCountries(): Promise<Country[]> {
  const { data, error } = await supabase.from('countries').select('code, name, currency, time_zone').order('name')
  if (error) throw isNetworkError(error) ? new UnreachableError('You are offline. The list of countries needs a connection.') : new Error(error.message)
  return v.parse(v.array(CountrySchema), data)
}
