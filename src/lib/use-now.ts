import { useEffect, useState } from 'react'

/**
 * The current time, refreshed every `everyMs`, for screens whose meaning changes with the clock while they
 * stay open: a slot turns "started", a tournament's registration closes.
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
