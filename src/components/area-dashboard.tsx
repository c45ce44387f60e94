import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import { PageHeader } from '~/components/page-header'
import { m } from '~/i18n/member'

export interface QuickAction {
  to: NonNullable<LinkProps['to']>
  label: string
}

/** One key figure: its value as shown, and a line under it (a comparison, or why the value is missing). */
export interface Figure {
  label: string
  /** Null: not available (the note says why); never a made-up number. Several: one line each (money per currency). */
  value: string | string[] | null
  note: string
}

interface AreaDashboardProps {
  title: string
  description: string
  figures: Figure[]
  actions: QuickAction[]
  /** Below the quick actions (e.g. today's bookings). */
  children?: ReactNode
}

const actionClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  minH: '16',
  px: '3',
  borderRadius: 'l3',
  borderWidth: '1px',
  borderColor: 'border.muted',
  bg: 'bg.default',
  fontWeight: 'semibold',
  color: 'court.plain.fg',
  textDecoration: 'none',
  _hover: { bg: 'court.subtle.bg', borderColor: 'court.outline.border' },
})

/**
 * Dashboard frame for the staff areas: the stat cards and quick actions of docs/product.md §2.17. A figure the database did not
 * give shows a dash and says why rather than a sample number.
 */
export function AreaDashboard({ title, description, figures: cards, actions, children }: AreaDashboardProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <section aria-label={m.memberkit_key_figures()} className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }, mb: '8' })}>
        {cards.map((f) => (
          <Card.Root key={f.label} role="group" aria-label={f.label} className={css({ containerType: 'inline-size' })}>
            <Card.Header>
              <Card.Description>{f.label}</Card.Description>
              {f.value === null ? (
                <Card.Title className={css({ textStyle: '3xl' })} aria-label={m.memberkit_not_available_yet({ label: f.label })}>
                  —
                </Card.Title>
              ) : (
                // A figure stays on one line and fits its card: "240.525,50 €" in a quarter of a desktop shrinks to the card.
                <Card.Title className={css({ textStyle: '2xl', fontSize: 'clamp(1.125rem, 9cqi, 1.5rem)', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })}>
                  {typeof f.value === 'string'
                    ? f.value
                    : f.value.map((line) => (
                        <span key={line} className={css({ display: 'block' })}>
                          {line}
                        </span>
                      ))}
                </Card.Title>
              )}
            </Card.Header>
            <Card.Body>
              <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>{f.note}</p>
            </Card.Body>
          </Card.Root>
        ))}
      </section>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className={css({ textStyle: 'lg', fontWeight: 'bold', mb: '3' })}>
          {m.memberkit_quick_actions()}
        </h2>
        <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(5, 1fr)' } })}>
          {actions.map((a) => (
            <Link key={a.label} to={a.to} className={actionClass}>
              {a.label}
            </Link>
          ))}
        </div>
      </section>
      {children}
    </>
  )
}
