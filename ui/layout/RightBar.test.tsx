// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ok } from "../../core/workflows/testRuntime.ts"
import { loadSettingsFor, member, renderAt, setup } from "../testing/harness.tsx"
import RightBar from "./RightBar.tsx"

afterEach(cleanup)

/** The brand's customer service with a VIP desk for the club labels 3 and 4 (wire notes section 5: COMM100VIP). */
const statusWith = (vipPath: string) =>
  ok({
    maintenance: false,
    regionRestriction: false,
    info: {
      whitelabel: [],
      customerService: [
        { type: 3, path: "plain:https://chat.example/room" },
        { type: 1, title: "VIP", csType: "COMM100VIP", path: vipPath, labelIds: [3, 4] },
      ],
      resources: [],
      imageCDNs: [],
    },
  })
const statusWithVipDesk = statusWith("https://vip.example/desk")

const rightBarFor = async (clubLevel: number | undefined, status = statusWithVipDesk) => {
  const rt = await setup({
    session: clubLevel === undefined ? [] : [["token", "t1"]],
    answers: {
      status,
      whitelabel: ok([]),
      registerRules: ok({}),
      domainRoute: ok({}),
      memberInfo: member("player01", 0, {
        clubLabel: { labelName: `VIP ${clubLevel}`, labelId: clubLevel, type: "AUTO" },
      }),
      balance: ok({ sumBalance: 10 }),
      unreadCount: ok(0),
    },
  })
  await loadSettingsFor(rt)
  if (clubLevel !== undefined) {
    const { restoreSession } = await import("../../core/workflows/restoreSession.ts")
    await rt.run(restoreSession)
  }
  renderAt("/", <RightBar />)
  return rt
}

describe("the right bar's VIP service (spec section 3 vipService)", () => {
  it("shows a member whose VIP label the desk serves a link to the VIP desk", async () => {
    await rightBarFor(3)
    const link = screen.getByRole("link", { name: "VIP service" })
    expect(link.getAttribute("href")).toBe("https://vip.example/desk")
    expect(link.getAttribute("rel")).toContain("noopener")
  })

  it("shows an encrypted VIP desk link too, opened through the customer service's decryption", async () => {
    // The path is a ciphertext (wire notes section 5): the test runtime's Encryptor reads "plain:" ones.
    await rightBarFor(3, statusWith("plain:https://vip.example/secure"))
    const win = { opener: {} as unknown, location: { href: "" }, close: vi.fn() }
    vi.spyOn(window, "open").mockReturnValue(win as unknown as Window)
    fireEvent.click(screen.getByRole("button", { name: "VIP service" }))
    await waitFor(() => expect(win.location.href).toBe("https://vip.example/secure"))
    vi.restoreAllMocks()
  })

  it("shows no VIP service to a member of another label, nor to a visitor", async () => {
    await rightBarFor(1)
    expect(screen.queryByRole("link", { name: "VIP service" })).toBeNull()
    cleanup()
    await rightBarFor(undefined)
    expect(screen.queryByRole("link", { name: "VIP service" })).toBeNull()
  })

  it("takes the VIP service away when the member logs out", async () => {
    const rt = await rightBarFor(4)
    expect(screen.getByRole("link", { name: "VIP service" })).toBeTruthy()
    rt.store.dispatch({ _tag: "LoggedOut", value: null })
    await screen.findByRole("button", { name: "Support" })
    expect(screen.queryByRole("link", { name: "VIP service" })).toBeNull()
  })
})
