/**
 * Member centre figures, measured in Chromium against the sandbox serving the built UI:
 *
 * - `ui.member_centre_js_gzip_kb`: the JS (gzip, as served) the browser fetches when a logged-in member, on the loaded
 *   home page, opens the member centre from the header's account name, until its default page (my account) shows
 *   its profile and the network settles. The seeded member player01 logs in first, so the logged-in bar's own chunk
 *   is already there and only what opening the centre costs is counted.
 *
 * The lead wires it into `npm run bench -- --only ui`; it takes the browser and the sandbox's address from there.
 */
import { scriptKb } from "./ui.ts"
import { logIn, onHomePage, openMemberCentre, type PageFigures, quiet } from "./uiPage.ts"

/** The member centre figures. */
export const memberCentreFigures: PageFigures = async (browser, baseUrl, log) => {
  return onHomePage(browser, baseUrl, async (page) => {
    await logIn(page)
    await quiet(page)
    const kb = await scriptKb(page, async () => {
      const centre = await openMemberCentre(page)
      await centre.getByRole("region", { name: "Profile" }).waitFor({ timeout: 30_000 })
    })
    log(`member centre: ${kb.toFixed(1)} KB of JS (gzip) to open it from the header`)
    return { "ui.member_centre_js_gzip_kb": Number(kb.toFixed(1)) }
  })
}
