/**
 * A category's vendor dropdown (spec section 2 "Header bottom"): each vendor with its image, display name and a hot
 * icon when `isHot`; a category with more than 6 vendors lays the panel out left-aligned over the header's width
 * (core's `centred`). Picking a vendor launches it (core's launch rules decide what that means).
 */
import type { CSSProperties } from "react"
import { isHot } from "../../core/model/GameVendor.ts"
import type { HeaderCategory } from "../../core/state/slices/catalogue.ts"
import { launch } from "../actions/games.ts"
import { GameImage } from "../components/GameImage.tsx"
import { useT } from "../i18n/useT.ts"
import { imageUrl } from "../state/imageUrl.ts"

export interface VendorMenuProps {
  readonly item: HeaderCategory
  readonly cdns: ReadonlyArray<string>
  readonly id: string
  readonly onPick: () => void
}

/** The dropdown's panel. */
export function VendorMenu({ item, cdns, id, onPick }: VendorMenuProps) {
  const t = useT("layout")
  return (
    <div
      id={id}
      className={`vendor-menu ${item.centred ? "vendor-menu-centred" : "vendor-menu-wide"}`}
      style={{ "--vendor-columns": Math.min(item.vendors.length, 3) } as CSSProperties}
    >
      <ul className="vendor-menu-list">
        {item.vendors.map((card) => (
          <li key={card.vassalage}>
            <button
              type="button"
              className="tile-button vendor-card"
              onClick={() => {
                onPick()
                void launch({ _tag: "Vendor", category: item.category, card })
              }}
            >
              <span className="vendor-card-art">
                <GameImage src={imageUrl(card.lagerIcon, cdns)} alt="" width={120} height={72} />
              </span>
              <span className="vendor-card-name">{card.displayName ?? card.vassalage}</span>
              {isHot(card) && (
                <span className="vendor-card-hot">
                  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                    <path
                      d="M12 2s5 4.5 5 10a5 5 0 01-10 0c0-2 1-3.5 1-3.5S9 11 10.5 11C10.5 7 12 2 12 2z"
                      fill="currentColor"
                    />
                  </svg>
                  {t("hot")}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
