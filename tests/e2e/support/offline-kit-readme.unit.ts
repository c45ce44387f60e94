import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const root = new URL('../../../', import.meta.url)

/** The first ```ts block of the README's "Testing ELSY offline" section. */
function readmeExample(): string | undefined {
  const readme = readFileSync(new URL('README.md', root), 'utf8')
  const section = readme.split('\n## Testing ELSY offline\n')[1]?.split('\n## ')[0]
  return section?.match(/\n```ts\n([\s\S]*?)```\n/)?.[1]
}

// The README promises its example runs in `npm test`: it is the spec file, word for word.
describe('the README offline example', () => {
  it('is tests/e2e/offline-kit-example.spec.ts', () => {
    const spec = readFileSync(new URL('tests/e2e/offline-kit-example.spec.ts', root), 'utf8')
    expect(readmeExample(), 'README "Testing ELSY offline" has a ```ts block').toBeDefined()
    expect(readmeExample()).toBe(spec)
  })
})
