/**
 * Line icons of the menu items: home, each game category, promotions and the side menu's pages (decorative). The
 * drawings are symbols of one static sprite (ui/public/menu-icons.svg), fetched once and cached, not strings in the
 * first view's script.
 */

/** The items the sprite draws; any other name shows the home icon. */
export const iconNames: ReadonlySet<string> = new Set([
  "HOME",
  "ELOTT",
  "LOTT",
  "LIVE",
  "SPORTS",
  "FISH",
  "RNG",
  "PVP",
  "ESPORTS",
  "PROMO",
  "VIP",
  "MALL",
  "DOWNLOAD",
  "HELP",
  "JOIN",
])

/** The sprite, where the portal's static files are served. */
export const menuIcons = `${import.meta.env.BASE_URL}menu-icons.svg`

/** The icon of a menu item. */
export function CategoryIcon({ name, size = 18 }: { readonly name: string; readonly size?: number }) {
  return (
    <svg className="cat-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <use href={`${menuIcons}#${iconNames.has(name) ? name : "HOME"}`} />
    </svg>
  )
}
