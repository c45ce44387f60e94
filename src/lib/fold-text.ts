/**
 * Text as the offline searches compare it: lower case, accents dropped (decomposed, then the combining
 * marks removed), so "malaga" finds "Málaga" and "NUNEZ" finds "Núñez" without the network's search.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Case- and accent-insensitive "contains"; a blank query is found in everything. */
export function includesFolded(text: string, query: string): boolean {
  return foldText(text).includes(foldText(query.trim()))
}
