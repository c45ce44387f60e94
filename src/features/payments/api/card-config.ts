import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { loadSupabase } from '~/lib/load-supabase'

/** Whether card payments are set up for the network, and the publishable key Stripe's form needs. */
export type CardConfig = { enabled: true; publishableKey: string } | { enabled: false }

export const CARD_OFF: CardConfig = { enabled: false }

const ConfigAnswer = v.object({ enabled: v.boolean(), publishableKey: v.nullable(v.string()) })

/** `card-payments-config`'s answer; anything else (or on without a key) is card off. */
export function readCardConfig(data: unknown): CardConfig {
  const parsed = v.safeParse(ConfigAnswer, data)
  if (!parsed.success || !parsed.output.enabled || !parsed.output.publishableKey) return CARD_OFF
  return { enabled: true, publishableKey: parsed.output.publishableKey }
}

/**
 * The configuration asked for once per page: the first answer is kept for the page's life (keys change only with
 * a deployment). Offline it is not asked, and a request that got no answer is not kept, so the next look asks again.
 */
export function cardConfigCache(fetchConfig: () => Promise<unknown>) {
  let answer: CardConfig | null = null
  let asking: Promise<CardConfig> | null = null
  return {
    known: (): CardConfig | null => answer,
    get(online: boolean): Promise<CardConfig> {
      if (answer) return Promise.resolve(answer)
      if (!online) return Promise.resolve(CARD_OFF)
      asking ??= fetchConfig().then(
        (data) => (answer = readCardConfig(data)),
        () => {
          asking = null
          return CARD_OFF
        },
      )
      return asking
    },
  }
}

async function fetchCardConfig(): Promise<unknown> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.functions.invoke('card-payments-config', { method: 'GET' })
  if (error) throw error
  return data
}

const pageConfig = cardConfigCache(fetchCardConfig)

/** The card configuration for this page; card off while offline or not known yet. */
export function useCardConfig(online: boolean): CardConfig {
  const [config, setConfig] = useState<CardConfig>(() => pageConfig.known() ?? CARD_OFF)
  useEffect(() => {
    if (!online) return
    let live = true
    void pageConfig.get(true).then((next) => live && setConfig(next))
    return () => {
      live = false
    }
  }, [online])
  return online ? config : CARD_OFF
}
