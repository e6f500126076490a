/**
 * The PVP room list of a vendor (spec section 7 "GLS2_roomList: token, PVP rooms"; section 4 PVP launch): each room
 * with its game, smallest stake, seats taken, and a button to join it (core's launch rules: a visitor gets the login
 * popup, a trial member the warning; a member's room opens on /game).
 */
import { useEffect } from "react"
import { launch } from "../actions/games.ts"
import { loadPvpRooms } from "../actions/lobby.ts"
import { Button } from "../components/Button.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import { amount } from "../i18n/format.ts"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"
import { LoginPrompt } from "./LoginPrompt.tsx"

export interface PvpRoomsProps {
  readonly vendor: string
}

/** The list. */
export function PvpRooms({ vendor }: PvpRoomsProps) {
  const t = useT("games")
  const s = useCore()
  const loggedIn = s.session.loggedIn
  const currency = s.wallet.currencySymbol
  const rooms = s.catalogue.pvpRooms.filter((r) => (r.vassalage ?? vendor) === vendor)

  useEffect(() => {
    if (loggedIn) void loadPvpRooms(vendor)
  }, [vendor, loggedIn])

  return (
    <section className="pvp-rooms" aria-labelledby="pvp-rooms-title">
      <h2 id="pvp-rooms-title" className="lobby-heading">
        {t("rooms")}
      </h2>
      {!loggedIn ? (
        <LoginPrompt message={t("rooms_login")} />
      ) : rooms.length === 0 ? (
        <div className="tile-grid pvp-room-list" aria-hidden="true">
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} height={64} />
          ))}
        </div>
      ) : (
        <ul className="tile-grid pvp-room-list">
          {rooms.map((room) => {
            const name = room.roomName ?? room.roomId
            const full = room.players != null && room.maxPlayers != null && room.players >= room.maxPlayers
            return (
              <li key={room.roomId} className="pvp-room">
                <div className="pvp-room-text">
                  <span className="pvp-room-name">{name}</span>
                  <span className="pvp-room-meta">
                    {room.minBet != null && t("min_bet", { amount: `${currency} ${amount(room.minBet)}` })}
                    {room.players != null && room.maxPlayers != null && (
                      <> · {t("seats", { players: room.players, max: room.maxPlayers })}</>
                    )}
                  </span>
                </div>
                <Button
                  variant={full ? "secondary" : "primary"}
                  size="sm"
                  aria-label={t("join_room", { name })}
                  onAction={() => launch({ _tag: "Room", vendor, room })}
                >
                  {t("join")}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
