import { createFileRoute } from '@tanstack/react-router'
import { FeatureCards } from './-components/feature-cards'
import { Hero } from './-components/hero'
import { Marquee } from './-components/marquee'
import { ReadyToPlay } from './-components/ready-to-play'

export const Route = createFileRoute('/_public/')({
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <Hero />
      <Marquee />
      <FeatureCards />
      <ReadyToPlay />
    </>
  )
}
