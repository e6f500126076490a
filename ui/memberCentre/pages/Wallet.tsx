/**
 * "Wallet" (spec section 2, the page of a merchant running a single wallet, `isSingle`): the balance, without
 * transfers (parts/WalletPanel hides them in single-wallet mode and shows them otherwise).
 */
import { WalletPanel } from "../parts/WalletPanel.tsx"

/** The page. */
export default function WalletPage() {
  return <WalletPanel />
}
