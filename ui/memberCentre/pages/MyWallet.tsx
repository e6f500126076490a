/** "My wallet" (spec section 2 `transferFund`): the balances and the transfers between wallets (parts/WalletPanel). */
import { WalletPanel } from "../parts/WalletPanel.tsx"

/** The page. */
export default function MyWallet() {
  return <WalletPanel />
}
