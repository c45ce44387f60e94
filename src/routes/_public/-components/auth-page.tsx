import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'

/** A centred card for the account pages (/login, /reset-password). */
export function AuthPage({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <div className={css({ flex: '1', display: 'flex', alignItems: 'center', justifyContent: 'center', px: '4', py: { base: '10', md: '16' }, bg: 'bg.canvas' })}>
      <Card.Root className={css({ w: '100%', maxW: '425px' })}>
        <Card.Header>
          <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>{title}</h1>
          <Card.Description>{description}</Card.Description>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </div>
  )
}
