import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Runs axe (WCAG 2 A and AA) and fails on serious or critical findings, listing each one. */
export async function expectNoSeriousViolations(page: Page, what: string, include?: string): Promise<void> {
  await animationsSettled(page)
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa'])
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`)
  expect(serious, `axe on ${what}`).toEqual([])
}

/**
 * Waits for the page's finite animations and transitions (a toast fading out, a dialog sliding in) to end: axe reads
 * colours as painted, and text half-faded measures as low contrast. Endless ones (spinners, skeletons) are not waited
 * for, nor anything past two seconds.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))])
  })
}

/**
 * Label in name (WCAG 2.5.3): every control's accessible name holds the words it shows, so speech input finds it
 * by them. axe's rule for it is experimental (off in the run above); Lighthouse runs it, and so do these checks.
 */
export async function expectLabelsInNames(page: Page, what: string, include = '#main'): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(include).withRules(['label-content-name-mismatch']).analyze()
  expect(violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 120)}`)), `label in name on ${what}`).toEqual([])
}
