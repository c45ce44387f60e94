import { createFileRoute, redirect } from '@tanstack/react-router'

/** /about: the spec's About page is the network's page, /explore (a link or a typed address lands there). */
export const Route = createFileRoute('/_public/about')({
  beforeLoad: () => {
    throw redirect({ to: '/explore', replace: true })
  },
})
