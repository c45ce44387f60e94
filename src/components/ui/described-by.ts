/**
 * Joins the ids for aria-describedby in reading order, skipping empty ones and repeats (a caller may
 * pass an id the field already adds). Undefined when nothing is left, so no empty attribute renders.
 */
export function describedByIds(...lists: (string | undefined | null)[]): string | undefined {
  const ids = lists.flatMap((list) => list?.split(/\s+/) ?? []).filter((id) => id !== '')
  const unique = [...new Set(ids)]
  return unique.length > 0 ? unique.join(' ') : undefined
}
