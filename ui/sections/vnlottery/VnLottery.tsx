/**
 * The Vietnamese lottery section (spec section 2 "/Vnlottery", header only; section 4 "TCG_LOTTO_VN goes to
 * /Vnlottery"): the Vietnamese menu by region, opened numbers and lobby link (prize mode SEA), on the shared lottery
 * page (ui/lottery/).
 */
import { LotteryPage } from "../../lottery/LotteryPage.tsx"

export default function VnLottery() {
  return <LotteryPage page="/Vnlottery" />
}
