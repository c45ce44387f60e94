import type { ColorToken } from 'styled-system/tokens'

/**
 * The CSS variable of a semantic colour, for SVG attributes (fill, stroke) that css() classes cannot reach
 * per element. Types only from styled-system/tokens: its runtime map of every token would weigh on the chunk.
 */
export function colorVar(name: ColorToken): string {
  return `var(--colors-${name.replaceAll('.', '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})`
}
