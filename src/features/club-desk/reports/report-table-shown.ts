import { createContext, useContext } from 'react'

/**
 * Whether the section's table is on screen or kept for screen readers only. A table frame scrolls sideways (and
 * can then be focused, to scroll it by keyboard) only when shown: a hidden one must be neither a scroll area
 * nor a tab stop nobody can see.
 */
export const ReportTableShown = createContext(true)

export function useReportTableShown(): boolean {
  return useContext(ReportTableShown)
}
