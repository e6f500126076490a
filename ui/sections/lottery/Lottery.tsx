/**
 * The lottery section (spec section 2 "/lottery", header only): the LOTT/ELOTT lottery's menu, opened numbers and
 * lobby link, on the shared lottery page (ui/lottery/).
 */
import { LotteryPage } from "../../lottery/LotteryPage.tsx"

export default function Lottery() {
  return <LotteryPage page="/lottery" />
}
