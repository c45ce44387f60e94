import { e2eEnv } from './env'

export interface Mail {
  id: string
  subject: string
  to: { address: string }[]
  html: string
  date: string
}

async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${e2eEnv().inbox}/email`)
  const all = (await response.json()) as Mail[]
  return all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()))
}

/** How many mails `email` has received so far, to wait for the next one after an action. */
export async function mailCount(email: string): Promise<number> {
  return (await mailsTo(email)).length
}

/** The newest mail to `email` beyond the first `after`, waiting up to 10 s (SMTP delivery is async). */
export async function waitForMail(email: string, after = 0): Promise<Mail> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const mails = await mailsTo(email)
    if (mails.length > after) return mails[mails.length - 1]
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`No new mail to ${email} within 10 s (had ${after})`)
}

/** The first link in the mail's HTML whose URL contains `pathIncludes` (the action link). */
export function linkIn(mail: Mail, pathIncludes: string): string {
  const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'))
  const link = links.find((href) => href.includes(pathIncludes))
  if (!link) throw new Error(`No link containing "${pathIncludes}" in mail "${mail.subject}": ${links.join(' ')}`)
  return link
}
