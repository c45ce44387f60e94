import { createFileRoute } from '@tanstack/react-router'
import { CountryOwnerDashboard } from '../-components/dashboards'

export const Route = createFileRoute('/_country-owner/country-owner-dashboard')({
  component: CountryOwnerDashboard,
})
