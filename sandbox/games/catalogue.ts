/**
 * The demo catalogue's games: several games per vendor of sandbox/seed/vendors.ts — the hand-named titles of each
 * RNG vendor followed by generated slots up to `slotsPerVendor` (so the slot lobby holds well over 150 slots, page
 * after page), fewer for live tables, fishing, PVP, sports and esports — with stable codes (`PT-003`) and node ids, a
 * classification (`SLOT`, `TABLE`, `BACCARAT`...) and hot flags. The lottery vendors have no games here: their
 * games are the lottery menus (games/lottery/menus.ts). The names are invented for the sandbox; the generated ones
 * pair a word of each list below by a fixed walk, so every start seeds the same catalogue.
 *
 * The list is data, seeded into the `games` table, which the handlers query; the image route reads it directly.
 */
import { type Category, type Vendor, vendors } from "../seed/vendors.ts"

export interface DemoGame {
  /** Unique within the catalogue, URL-safe: the vendor code and a number (`PT-003`). */
  readonly code: string
  readonly nodeId: number
  readonly vendor: string
  readonly accountTypeId: number
  readonly category: Category
  /** `SLOT`, `TABLE`, `ARCADE`, `BACCARAT`, `ROULETTE`, `DICE`, `LOBBY`, `FISHING`, `CARDS`, `SPORTS`, `ESPORTS`. */
  readonly classify: string
  readonly name: string
  readonly hot: boolean
  /** Position within the vendor's list, from 0. */
  readonly sort: number
}

/** A game of a vendor: a name and its classification (SLOT unless said). */
type Entry = readonly [name: string, classify?: string]

const names: Readonly<Record<string, ReadonlyArray<Entry>>> = {
  PT: [
    ["Golden Lotus"],
    ["Dragon's Hoard"],
    ["Jade Emperor"],
    ["Neon Tiger"],
    ["Fortune Koi"],
    ["Lucky Lanterns"],
    ["Temple of the Sun"],
    ["Wild Panda Reels"],
    ["Mystic Phoenix"],
    ["Silver Moon Sevens"],
    ["Royal Blackjack", "TABLE"],
    ["European Roulette", "TABLE"],
  ],
  RTG: [
    ["Cash Cauldron"],
    ["Vault Breakers"],
    ["Aztec Sunrise"],
    ["Wolf Moon Rising"],
    ["Cosmic Cherries"],
    ["Pirate's Parley"],
    ["Frost Giants"],
    ["Diamond Derby"],
    ["Triple Sevens Deluxe"],
    ["Vegas Baccarat", "TABLE"],
  ],
  MG: [
    ["Emerald Isle"],
    ["Safari Stampede"],
    ["Thunder Rams"],
    ["Crystal Cavern"],
    ["Samurai Spirit"],
    ["Bonanza Bay"],
    ["Carnival of Coins"],
    ["Moonlit Masquerade"],
    ["Gold Rush Express"],
    ["Starlight Sevens"],
    ["Mega Keno", "ARCADE"],
    ["Classic Craps", "TABLE"],
  ],
  PNG: [
    ["Book of Anubis"],
    ["Viking Voyage"],
    ["Candy Kingdom"],
    ["Rise of Atlantis"],
    ["Ninja Shadows"],
    ["Mayan Mirrors"],
    ["Fruit Fiesta"],
    ["Ice Queen"],
    ["Witch's Brew"],
    ["Hi-Lo Deluxe", "TABLE"],
  ],
  TTG: [
    ["Lucky Cat"],
    ["Red Envelope"],
    ["Kirin Gold"],
    ["Silk Road Riches"],
    ["Monkey King"],
    ["Ox of Plenty"],
    ["Five Blessings"],
    ["Lion Dance"],
    ["Mahjong Masters", "ARCADE"],
  ],
  WD: [
    ["Space Cowboys"],
    ["Retro Reels"],
    ["Bubble Pop", "ARCADE"],
    ["Hot Chilli"],
    ["Deep Sea Gold"],
    ["Electric Sevens"],
    ["Honey Hive"],
    ["Jungle Beat"],
  ],
  GPI: [
    ["Golden Dragon"],
    ["Imperial Treasure"],
    ["Lucky Bamboo"],
    ["Phoenix Rising"],
    ["Tiger Strike"],
    ["Sakura Fortune"],
    ["Thai Temple"],
    ["Baccarat Squeeze", "TABLE"],
  ],
  AG: [
    ["Live Baccarat A", "BACCARAT"],
    ["Live Baccarat B", "BACCARAT"],
    ["Speed Baccarat", "BACCARAT"],
    ["Dragon Tiger", "BACCARAT"],
    ["Live Roulette", "ROULETTE"],
    ["Sic Bo", "DICE"],
  ],
  BBIN: [
    ["BBIN Live Lobby", "LOBBY"],
    ["BBIN Baccarat", "BACCARAT"],
    ["BBIN Roulette", "ROULETTE"],
  ],
  DG: [
    ["DG Live Lobby", "LOBBY"],
    ["DG Baccarat", "BACCARAT"],
    ["Bull Bull", "BACCARAT"],
  ],
  EA: [
    ["Evo Asia Lobby", "LOBBY"],
    ["Evo Asia Baccarat", "BACCARAT"],
    ["Fan Tan", "DICE"],
  ],
  OG: [
    ["OG Live Lobby", "LOBBY"],
    ["OG Baccarat", "BACCARAT"],
    ["OG Blackjack", "BACCARAT"],
  ],
  SBT: [
    ["SBO Sportsbook", "SPORTS"],
    ["Virtual Football", "SPORTS"],
  ],
  CQ9: [
    ["Ocean King", "FISHING"],
    ["Fishing Fortune", "FISHING"],
    ["Dragon Fishing", "FISHING"],
    ["Shark Hunter", "FISHING"],
  ],
  GG: [
    ["Fishing War", "FISHING"],
    ["Golden Toad", "FISHING"],
    ["Deep Sea Hunter", "FISHING"],
    ["Mermaid Treasure", "FISHING"],
  ],
  KMQM: [
    ["Texas Hold'em", "CARDS"],
    ["Niu Niu", "CARDS"],
    ["Blackjack Duel", "CARDS"],
    ["Thai Hi-Lo", "CARDS"],
  ],
  TPG: [
    ["Tongits", "CARDS"],
    ["Pusoy", "CARDS"],
    ["Pai Gow Poker", "CARDS"],
    ["Thirteen Cards", "CARDS"],
  ],
  AV: [
    ["AV Esports Lobby", "ESPORTS"],
    ["Virtual Esports", "ESPORTS"],
  ],
  AI: [["AI Esports Lobby", "ESPORTS"]],
  IMES: [["IM Esports Lobby", "ESPORTS"]],
  TF: [["TF Gaming Lobby", "ESPORTS"]],
  IA: [["IA Esports Lobby", "ESPORTS"]],
}

/** The slots each RNG vendor offers: its named titles, then generated ones. */
export const slotsPerVendor = 24

const firstWords = [
  "Golden",
  "Wild",
  "Lucky",
  "Mystic",
  "Royal",
  "Crystal",
  "Blazing",
  "Frozen",
  "Thunder",
  "Jade",
  "Midnight",
  "Sunset",
  "Electric",
  "Hidden",
  "Ancient",
  "Cosmic",
  "Velvet",
  "Scarlet",
  "Emerald",
  "Savage",
  "Rolling",
  "Secret",
]
const secondWords = [
  "Pharaoh",
  "Buffalo",
  "Orchard",
  "Tides",
  "Gems",
  "Galaxy",
  "Jaguar",
  "Empire",
  "Harbour",
  "Volcano",
  "Meadow",
  "Comet",
  "Oasis",
  "Kraken",
  "Fortress",
  "Rodeo",
  "Bazaar",
  "Canyon",
  "Glacier",
  "Lagoon",
  "Safari",
  "Nebula",
  "Citadel",
]

/** Generated slot names, each used once: the n-th pairs words that walk both lists at co-prime strides. */
const generatedNames = (taken: ReadonlySet<string>): (() => string) => {
  let n = 0
  return () => {
    for (;;) {
      const name = `${firstWords[(n * 7) % firstWords.length]} ${secondWords[(n * 5 + Math.floor(n / secondWords.length)) % secondWords.length]}`
      n += 1
      if (!taken.has(name)) return name
    }
  }
}

const nextGeneratedName = generatedNames(new Set(Object.values(names).flatMap((list) => list.map(([name]) => name))))

/** A vendor's list: its named titles, and for an RNG vendor generated slots until it has `slotsPerVendor`. */
const entriesOf = (v: Vendor): ReadonlyArray<Entry> => {
  const named = names[v.code] ?? []
  if (v.category !== "RNG") return named
  const slots = named.filter(([, classify]) => classify === undefined).length
  return [...named, ...Array.from({ length: Math.max(0, slotsPerVendor - slots) }, (): Entry => [nextGeneratedName()])]
}

/** How many of a vendor's first games are hot: two for RNG, live and fishing vendors, one for the rest. */
const hotCount = (v: Vendor): number => (v.category === "RNG" || v.category === "LIVE" || v.category === "FISH" ? 2 : 1)

const gamesOf = (v: Vendor, index: number): ReadonlyArray<DemoGame> =>
  entriesOf(v).map(([name, classify], i) => ({
    code: `${v.code}-${String(i + 1).padStart(3, "0")}`,
    nodeId: 100_000 + index * 100 + i + 1,
    vendor: v.code,
    accountTypeId: v.accountTypeId,
    category: v.category,
    classify: classify ?? "SLOT",
    name,
    hot: i < hotCount(v),
    sort: i,
  }))

/** Every game of the demo catalogue, vendor by vendor in the vendors' order. */
export const demoGames: ReadonlyArray<DemoGame> = vendors.flatMap((v, i) => gamesOf(v, i))

const byCode = new Map(demoGames.map((g) => [g.code, g]))
const byNode = new Map(demoGames.map((g) => [g.nodeId, g]))

/** A game by its code. */
export const gameByCode = (code: string): DemoGame | undefined => byCode.get(code)

/** A game by its node id (as sent: text or number). */
export const gameByNodeId = (nodeId: string | number): DemoGame | undefined => {
  const n = typeof nodeId === "number" ? nodeId : /^\d{1,15}$/.test(nodeId) ? Number(nodeId) : Number.NaN
  return byNode.get(n)
}

/** The games of a vendor, in order. */
export const gamesOfVendor = (vendor: string): ReadonlyArray<DemoGame> => demoGames.filter((g) => g.vendor === vendor)

/** The game a vendor card launches (its first game, e.g. the live lobby), if the vendor has games. */
export const lobbyGameOf = (vendor: string): DemoGame | undefined => demoGames.find((g) => g.vendor === vendor)
