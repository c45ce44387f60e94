import { createFileRoute } from '@tanstack/react-router'
import { WalletPage } from '~/features/wallet/components/wallet-page'

export const Route = createFileRoute('/_member/player-balance')({
  component: WalletPage,
})
