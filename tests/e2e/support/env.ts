/** One worker's stack, as tests/e2e/global-setup.ts started it. */
export interface E2eStack {
  url: string
  inbox: string
  db: string
  serviceKey: string
  anonKey: string
}

/** How many workers run the suite (ELSY_E2E_WORKERS, default 2: one per core), each on a stack of its own. */
export function e2eWorkers(): number {
  const wanted = Number(process.env.ELSY_E2E_WORKERS ?? 2)
  return Number.isInteger(wanted) && wanted > 0 ? wanted : 1
}

/** The stack of the worker this runs in (Playwright's TEST_PARALLEL_INDEX; the first outside a worker), if started. */
export function workerStack(): E2eStack | undefined {
  const stacks = JSON.parse(process.env.ELSY_E2E_STACKS ?? '[]') as E2eStack[]
  return stacks[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? stacks[0]
}

/** This worker's stack; a missing setup fails with a clear message. */
export function e2eEnv(): E2eStack {
  const stack = workerStack()
  if (!stack) throw new Error('ELSY_E2E_STACKS is not set: run the suite with `npx playwright test` so global-setup starts the stacks.')
  return stack
}
