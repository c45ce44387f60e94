import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboard } from '../-components/dashboards'

export const Route = createFileRoute('/_admin/admin-dashboard')({
  component: AdminDashboard,
})
