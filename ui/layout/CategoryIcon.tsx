/** Line icons of the menu items: home, each game category, promotions and the side menu's pages (decorative). */

const paths: Readonly<Record<string, string>> = {
  HOME: "M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z",
  ELOTT: "M12 3a9 9 0 110 18 9 9 0 010-18zm0 4a5 5 0 100 10 5 5 0 000-10zm0 3a2 2 0 110 4 2 2 0 010-4z",
  LOTT: "M5 4h14v16H5zM8 8h2m4 0h2M8 12h2m4 0h2M8 16h2m4 0h2",
  LIVE: "M4 7h16v10H4zM8 21h8M12 17v4M15 10l-4 2.5V7.5z",
  SPORTS: "M12 3a9 9 0 110 18 9 9 0 010-18zm0 5l4 3-1.5 5h-5L8 11z",
  FISH: "M3 12c3-5 10-6 14-2l4-3v10l-4-3c-4 4-11 3-14-2zm13-1v.5",
  RNG: "M4 5h16v14H4zM9 5v14M15 5v14M6 12h1m5 0h1m5 0h1",
  PVP: "M7 4h7l4 4v12H7zM10 12l2-3 2 3-2 3z",
  ESPORTS:
    "M7 9h10a4 4 0 014 4v2a3 3 0 01-5 2l-1-1H9l-1 1a3 3 0 01-5-2v-2a4 4 0 014-4zm1 3v3m-1.5-1.5h3M16 13h.5m1 1.5h.5",
  PROMO: "M4 10h16v10H4zM3 7h18v3H3zm9 0v13M12 7c-1-3-5-4-5-1 0 1 2 1 5 1zm0 0c1-3 5-4 5-1 0 1-2 1-5 1z",
  VIP: "M3 8l4 4 5-7 5 7 4-4-2 11H5z",
  MALL: "M5 8h14l-1 12H6zM9 8a3 3 0 016 0",
  DOWNLOAD: "M12 4v11m-4-4l4 4 4-4M5 19h14",
  HELP: "M12 3a9 9 0 110 18 9 9 0 010-18zm-2.5 6.5a2.5 2.5 0 115 0c0 2-2.5 2-2.5 4m0 3v.5",
  JOIN: "M9 11a4 4 0 100-8 4 4 0 000 8zm-7 9a7 7 0 0114 0M19 8v6m-3-3h6",
}

/** The icon of a menu item. */
export function CategoryIcon({ name, size = 18 }: { readonly name: string; readonly size?: number }) {
  return (
    <svg className="cat-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d={paths[name] ?? paths.HOME}
        stroke="currentColor"
        strokeWidth="1.7"
        fill="none"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  )
}
