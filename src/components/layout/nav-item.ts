import type { LinkProps } from '@tanstack/react-router'
import type { ComponentType } from 'react'

/** One sidebar entry; `exact` for a section's index link so it is not "active" on every child page. */
export interface NavItem {
  to: NonNullable<LinkProps['to']>
  label: string
  icon: ComponentType<{ size?: number }>
  exact?: boolean
}
