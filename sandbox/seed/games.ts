/**
 * Seeding of the games and content areas, inside the seed transaction after the members exist: the demo
 * catalogue into `games`, the announcements, and two weeks of real slot rounds played by demo members (bets with
 * their ledger entries, which leave every wallet as the brand seeded it), so the winner board, the betting records
 * and the agents' reports have something to show from the first start.
 */
import { seedAnnouncements } from "../content/announcementsSeed.ts"
import { seedJackpot } from "../content/jackpot.ts"
import { demoGames } from "../games/catalogue.ts"
import { seedHistory } from "../games/history.ts"
import type { SeedStep } from "./seed.ts"

export const seedGames: SeedStep = async (tx, members, now) => {
  await tx.query(
    `insert into games (node_id, game_code, vendor, account_type_id, category, game_type, classify, name, hot, sort)
     select node_id, game_code, vendor, account_type_id, category, category, classify, name, hot, sort
       from jsonb_to_recordset($1::jsonb) as g(node_id bigint, game_code text, vendor text, account_type_id integer,
         category text, classify text, name text, hot boolean, sort integer)`,
    [
      JSON.stringify(
        demoGames.map((g) => ({
          node_id: g.nodeId,
          game_code: g.code,
          vendor: g.vendor,
          account_type_id: g.accountTypeId,
          category: g.category,
          classify: g.classify,
          name: g.name,
          hot: g.hot,
          sort: g.sort,
        })),
      ),
    ],
  )
  await seedAnnouncements(tx, now)
  await seedJackpot(tx, now, 15)
  await seedHistory(tx, members, now)
}
