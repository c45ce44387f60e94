import { useCallback, useEffect, useRef, useState } from 'react'
import { checkReferralCode, type ReferralCheck } from '../api/check-referral-code'

export type ReferralStatus = 'idle' | 'checking' | ReferralCheck

const DEBOUNCE_MS = 400

/**
 * Checks a referral code with the server while the user types (debounced) or leaves the field.
 * Only the answer for the latest code counts, so a slow reply cannot flip the indicator back.
 */
export function useReferralCheck() {
  const [status, setStatus] = useState<ReferralStatus>('idle')
  const latest = useRef('')
  const timer = useRef<ReturnType<typeof setTimeout>>()

  const checkNow = useCallback(async (raw: string): Promise<ReferralStatus> => {
    clearTimeout(timer.current)
    const code = raw.trim()
    latest.current = code
    if (!code) {
      setStatus('idle')
      return 'idle'
    }
    setStatus('checking')
    const result = await checkReferralCode(code)
    if (latest.current === code) setStatus(result)
    return result
  }, [])

  const onChange = useCallback(
    (raw: string) => {
      clearTimeout(timer.current)
      latest.current = raw.trim()
      setStatus(raw.trim() ? 'checking' : 'idle')
      timer.current = setTimeout(() => void checkNow(raw), DEBOUNCE_MS)
    },
    [checkNow],
  )

  const reset = useCallback(() => {
    clearTimeout(timer.current)
    latest.current = ''
    setStatus('idle')
  }, [])

  useEffect(() => () => clearTimeout(timer.current), [])

  return { status, checkNow, onChange, reset }
}
