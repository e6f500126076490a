/**
 * The demo brand's announcements (spec section 3 "Announcement types B, PL, PU, PR, H"; wire notes section 5):
 * banners with generated images for the home page, the login modal and the promotions page; player notices with
 * real HTML (headings, lists, links, tables — and one carrying an `onerror` image and a script, to prove the portal
 * sanitises what the server sends); popups for each execution (A always, F first login, B before login); and
 * promotion announcements.
 */
import type { Queryable } from "../db/Database.ts"
import { gameByCode } from "../games/catalogue.ts"
import { bannerImage } from "../games/imagePaths.ts"
import { announcementTexts } from "./announcementTexts.ts"
import type { BannerArt } from "./bannerArt.ts"

/**
 * A banner: its artwork, its words (English here; the other languages in announcementTexts.ts), where it shows
 * (`groupName`) and what a click does. The call to action says what the click does, and a banner that leads nowhere
 * has none.
 */
export interface BannerSeed extends BannerArt {
  readonly headline: string
  readonly subline: string
  readonly action: string | null
  readonly groupName: string
  readonly linkageType: "URL" | "P" | "G" | null
  readonly linkage: string | null
  readonly vendor?: string
  readonly gameCode?: string
}

/** The art of the promotion announcements, each its own (not a home banner's). */
export const promotionArt: ReadonlyArray<BannerArt> = [
  { key: "welcome-offer", motif: "chips" },
  { key: "slots-rebate", motif: "coins" },
  { key: "refer-friend", motif: "friends" },
  { key: "lottery-boost", motif: "lottery" },
]

/** Every banner, in display order. */
export const bannerSeeds: ReadonlyArray<BannerSeed> = [
  {
    key: "welcome",
    headline: "100% Welcome Bonus",
    subline: "Double your first deposit, up to P 5,000",
    action: "See the offer",
    motif: "chips",
    groupName: "w_home",
    linkageType: "P",
    linkage: "WELCOME",
  },
  {
    key: "slots",
    headline: "New Slots Every Week",
    subline: "Golden Lotus, Neon Tiger and more from Playtech",
    action: "Play now",
    motif: "reels",
    groupName: "w_home",
    linkageType: "G",
    linkage: "PT-001",
    vendor: "PT",
    gameCode: "PT-001",
  },
  {
    key: "vnlottery",
    headline: "Vietnam Lottery",
    subline: "North, Central and South draws, and fast draws every minute",
    action: "Open the lottery",
    motif: "lottery",
    groupName: "w_home",
    linkageType: "URL",
    linkage: "/Vnlottery",
  },
  {
    key: "live",
    headline: "Live Baccarat Tonight",
    subline: "Real dealers around the clock at AG Live",
    action: "Take a seat",
    motif: "cards",
    groupName: "w_home",
    linkageType: "G",
    linkage: "AG-001",
    vendor: "AG",
    gameCode: "AG-001",
  },
  {
    key: "esports",
    headline: "Esports Season Opener",
    subline: "Every match of the season with AV Esports",
    action: "See the matches",
    motif: "controller",
    groupName: "w_home",
    linkageType: "URL",
    linkage: "/esports",
  },
  {
    key: "login",
    headline: "Welcome Back",
    subline: "Your favourite games are waiting",
    action: null,
    motif: "reels",
    groupName: "w_login",
    linkageType: null,
    linkage: null,
  },
  {
    key: "promotions",
    headline: "This Week's Promotions",
    subline: "Rebates, reload bonuses and a weekend lottery boost",
    action: "See all",
    motif: "chips",
    groupName: "w_promotion",
    linkageType: "URL",
    linkage: "/promotions",
  },
]

interface Row {
  /** Names the row's words in announcementTexts.ts. */
  readonly key: string
  readonly type: "PL" | "PU" | "PR"
  readonly title: string
  readonly content: string
  readonly daysAgo: number
  readonly execution?: "A" | "F" | "B"
  readonly promotionType?: string
  readonly url?: string
}

const notices: ReadonlyArray<Row> = [
  {
    key: "pl-welcome",
    type: "PL",
    title: "Welcome to Arena",
    daysAgo: 30,
    content:
      "<h3>Welcome to Arena</h3><p>Everything you need in one place:</p><ul><li>Slots from seven studios</li>" +
      "<li>Live dealer tables around the clock</li><li>Sports, esports and the Vietnam Lottery</li></ul>" +
      '<p>New here? Read the <a href="/help">help centre</a> or see today\'s <a href="/promotions">promotions</a>.</p>',
  },
  {
    key: "pl-maintenance",
    type: "PL",
    title: "Scheduled maintenance on Sunday 03:00–05:00 (GMT+8)",
    daysAgo: 1,
    content:
      "<h3>Scheduled maintenance</h3><p>We are upgrading our servers. During the window below some services pause:</p>" +
      "<table><thead><tr><th>Service</th><th>From</th><th>To</th></tr></thead><tbody>" +
      "<tr><td>Deposits</td><td>03:00</td><td>04:00</td></tr><tr><td>Live dealer</td><td>03:00</td><td>05:00</td></tr>" +
      "<tr><td>Lottery</td><td>04:00</td><td>04:30</td></tr></tbody></table><p>Balances are not affected.</p>",
  },
  {
    key: "pl-new-slots",
    type: "PL",
    title: "New slots from Playtech",
    daysAgo: 3,
    content:
      "<h3>Fresh reels</h3><p>Three new titles joined the lobby this week:</p><ol><li><strong>Golden Lotus</strong> — five lines, 96% return</li>" +
      '<li><strong>Dragon\'s Hoard</strong></li><li><strong>Neon Tiger</strong></li></ol><p>Find them under <a href="/rng">Slots</a>.</p>',
  },
  {
    key: "pl-deposit",
    type: "PL",
    title: "Deposit channels and limits",
    daysAgo: 5,
    content:
      "<h3>Deposit channels</h3><table><thead><tr><th>Channel</th><th>Minimum</th><th>Maximum</th><th>Arrives</th></tr></thead><tbody>" +
      "<tr><td>Bank transfer</td><td>P 100</td><td>P 500,000</td><td>10 minutes</td></tr>" +
      "<tr><td>E-wallet</td><td>P 50</td><td>P 50,000</td><td>Instantly</td></tr>" +
      "<tr><td>Over the counter</td><td>P 200</td><td>P 100,000</td><td>1 hour</td></tr></tbody></table>",
  },
  {
    key: "pl-responsible",
    type: "PL",
    title: "Play responsibly",
    daysAgo: 7,
    content:
      "<h3>Keep it fun</h3><ol><li>Set a budget before you play and keep to it.</li><li>Take breaks: the clock in the header helps.</li>" +
      '<li>Never chase losses.</li></ol><p>You must be 18 or over to play. Need to talk? <a href="/help">Contact us</a>.</p>',
  },
  {
    key: "pl-vn-fast",
    type: "PL",
    title: "Vietnam Lottery: fast draws every minute",
    daysAgo: 9,
    content:
      "<h3>Siêu tốc</h3><p>The Super Speed draws now open <em>every minute</em>, next to the daily North, Central and South results.</p>" +
      '<p><a href="/Vnlottery">Open the Vietnam Lottery</a></p>',
  },
  {
    key: "pl-esports",
    type: "PL",
    title: "Esports season opener",
    daysAgo: 11,
    content:
      "<h3>The season starts</h3><ul><li>Pre-match and live markets</li><li>Cash-out on selected matches</li></ul>",
  },
  {
    key: "pl-security",
    type: "PL",
    title: "Security reminder: keep your password to yourself",
    daysAgo: 13,
    content:
      "<h3>Stay safe</h3><p>Our staff will never ask for your password or SMS code.</p>" +
      '<img src="x" onerror="alert(\'this notice was not sanitised\')" alt="">' +
      "<script>document.title = 'this notice was not sanitised'</script>" +
      '<p>Report anything suspicious through <a href="/help">customer service</a>.</p>',
  },
  {
    key: "pl-vip",
    type: "PL",
    title: "VIP levels refreshed",
    daysAgo: 15,
    content:
      "<h3>VIP</h3><p>Levels are now reviewed every month.</p><ul><li>Faster withdrawals from Gold</li><li>A personal host from Platinum</li></ul>" +
      '<p>See <a href="/vip">VIP</a>.</p>',
  },
  {
    key: "pl-calendar",
    type: "PL",
    title: "Holiday promotion calendar",
    daysAgo: 18,
    content:
      "<h3>Calendar</h3><table><tbody><tr><td>Mon</td><td>Reload bonus 20%</td></tr><tr><td>Wed</td><td>Slots rebate 1.2%</td></tr>" +
      "<tr><td>Fri</td><td>Lottery boost</td></tr><tr><td>Sun</td><td>Live dealer cashback</td></tr></tbody></table>",
  },
  {
    key: "pl-withdrawals",
    type: "PL",
    title: "Withdrawal processing times",
    daysAgo: 21,
    content:
      "<h3>Withdrawals</h3><p>Most withdrawals arrive within <strong>15 minutes</strong>. Large amounts may be reviewed for up to 24 hours.</p>",
  },
  {
    key: "pu-responsible",
    type: "PU",
    execution: "A",
    title: "Play responsibly",
    daysAgo: 2,
    content:
      "<h2>Play responsibly</h2><p>Gaming should be fun. Set limits, take breaks, and never play with money you need.</p><p>18+ only.</p>",
  },
  {
    key: "pu-welcome",
    type: "PU",
    execution: "F",
    title: "Welcome aboard!",
    daysAgo: 2,
    content:
      "<h2>Welcome aboard!</h2><p>Three steps to get going:</p><ol><li>Make your first deposit</li><li>Move funds to a game wallet</li>" +
      '<li>Pick a game and play</li></ol><p>Your <a href="/promotions">welcome bonus</a> is waiting.</p>',
  },
  {
    key: "pu-register",
    type: "PU",
    execution: "B",
    title: "Register in one minute",
    daysAgo: 2,
    content:
      '<h2>New to Arena?</h2><p>Register with your username or mobile number and claim the <strong>100% welcome bonus</strong>.</p><p><a href="/register">Register now</a></p>',
  },
  {
    key: "pr-welcome",
    type: "PR",
    promotionType: "WELCOME",
    title: "100% Welcome Bonus",
    url: bannerImage("welcome-offer"),
    daysAgo: 20,
    content: "<p>Double your first deposit up to P 5,000. Turnover 10× the bonus within 30 days.</p>",
  },
  {
    key: "pr-rebate",
    type: "PR",
    promotionType: "REBATE",
    title: "Daily slots rebate up to 1.2%",
    url: bannerImage("slots-rebate"),
    daysAgo: 14,
    content: "<p>Every day, up to 1.2% of your slots turnover back, paid at 12:00 (GMT+8).</p>",
  },
  {
    key: "pr-referral",
    type: "PR",
    promotionType: "REFERRAL",
    title: "Refer a friend",
    url: bannerImage("refer-friend"),
    daysAgo: 10,
    content: "<p>Invite friends with your referral code and earn a share of their first deposit.</p>",
  },
  {
    key: "pr-lottery",
    type: "PR",
    promotionType: "LOTTERY",
    title: "Weekend lottery boost",
    url: bannerImage("lottery-boost"),
    daysAgo: 4,
    content: "<p>Every Saturday and Sunday, lottery winnings get a 5% boost.</p>",
  },
]

const day = 24 * 60 * 60 * 1000

/** Writes an announcement's words in the other languages (announcementTexts.ts). */
const seedTexts = async (tx: Queryable, id: unknown, key: string): Promise<void> => {
  for (const [language, w] of Object.entries(announcementTexts[key] ?? {})) {
    await tx.query(
      `insert into announcement_texts (announcement_id, language, title, subtitle, action, content)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, language, w.title, w.subtitle ?? null, w.action ?? null, w.content ?? null],
    )
  }
}

/** Writes the announcements, each with its words in every language of the portal. */
export const seedAnnouncements = async (tx: Queryable, now: number): Promise<void> => {
  for (const [i, b] of bannerSeeds.entries()) {
    const game = b.gameCode === undefined ? undefined : gameByCode(b.gameCode)
    const [row] = await tx.query<{ id: unknown }>(
      `insert into announcements (type, title, subtitle, action, group_name, url, linkage, linkage_type, vendor, node_id,
         sort, published_at)
       values ('B', $1, $10, $11, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        b.headline,
        b.groupName,
        bannerImage(b.key),
        b.linkage,
        b.linkageType,
        b.vendor ?? null,
        game?.nodeId ?? null,
        i,
        new Date(now - day),
        b.subline,
        b.action,
      ],
    )
    await seedTexts(tx, row!.id, b.key)
  }
  for (const [i, n] of notices.entries()) {
    const [row] = await tx.query<{ id: unknown }>(
      `insert into announcements (type, title, content, execution, promotion_type, url, sort, published_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        n.type,
        n.title,
        n.content,
        n.execution ?? null,
        n.promotionType ?? null,
        n.url ?? null,
        n.type === "PL" ? 0 : i,
        new Date(now - n.daysAgo * day),
      ],
    )
    await seedTexts(tx, row!.id, n.key)
  }
}
