import { createFileRoute } from '@tanstack/react-router'
import { MemberDashboard } from './-components/member-dashboard'

export const Route = createFileRoute('/_member/member')({
  component: MemberDashboard,
})
