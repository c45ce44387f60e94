import { chromium } from '@playwright/test'
import { startScratchStack } from '../server/stack/scratch.ts'
const stack = await startScratchStack({ appDir: 'dist' } as never)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] })
async function shoot(locale: string, email: string, paths: string[]) {
  const ctx = await browser.newContext({ locale, viewport: { width: 390, height: 844 } })
  const page = await ctx.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: stack.anonKey, 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'ElsyDemo!2026' }) })
  const session = await res.json()
  const key = `sb-${new URL(stack.url).hostname.split('.')[0]}-auth-token`
  await page.addInitScript(([k, v]) => { if (!sessionStorage.getItem('s')) { localStorage.setItem(k, v); sessionStorage.setItem('s', '1') } }, [key, JSON.stringify(session)] as const)
  for (const p of paths) {
    await page.goto(stack.url + p)
    await page.waitForTimeout(2500)
    await page.screenshot({ path: `/tmp/walk-${locale}${p.replace(/\//g, '_')}.png`, fullPage: false })
  }
  console.log(locale, email, errors)
  await ctx.close()
}
await shoot('es-ES', 'club@elsy.test', ['/club-owner-dashboard', '/club-owner/reports', '/club-owner/bookings'])
await shoot('fr-FR', 'member@elsy.test', ['/member', '/settings', '/rankings'])
await browser.close(); await stack.stop(); process.exit(0)
