// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest"
import { makeTestRuntime } from "../../core/workflows/testRuntime.ts"
import { runnerOf } from "../app/runner.ts"
import { install } from "../app/runtime.ts"
import { openCustomerService, openVipService } from "./customerService.ts"

const withEntries = (customerService: ReadonlyArray<Record<string, unknown>>) => {
  const rt = makeTestRuntime()
  rt.store.dispatch({
    _tag: "PermissionLoaded",
    value: { maintenance: false, regionRestriction: false, info: { customerService } },
  } as never)
  install({ store: rt.store, run: runnerOf(rt.layer) })
  return rt
}

const fakeWindow = () => ({ opener: {} as unknown, location: { href: "" }, close: vi.fn() })

afterEach(() => vi.restoreAllMocks())

describe("openCustomerService", () => {
  it("opens a blank window at once, then sends it to the decrypted chat link (type 3)", async () => {
    withEntries([
      { type: 1, path: "https://t.me/support" },
      { type: 3, path: "plain:https://chat.example/room" },
    ])
    const win = fakeWindow()
    const open = vi.spyOn(window, "open").mockReturnValue(win as unknown as Window)
    await openCustomerService()
    expect(open).toHaveBeenCalledWith("about:blank", "_blank")
    expect(win.opener).toBeNull()
    expect(win.location.href).toBe("https://chat.example/room")
    expect(win.close).not.toHaveBeenCalled()
  })

  it("closes the window and warns when there is no usable link", async () => {
    const rt = withEntries([{ type: 3, path: "plain:javascript:alert(1)" }])
    const win = fakeWindow()
    vi.spyOn(window, "open").mockReturnValue(win as unknown as Window)
    await openCustomerService()
    expect(win.close).toHaveBeenCalled()
    expect(win.location.href).toBe("")
    expect(rt.store.state().modals.dialog).toEqual({ kind: "warning", key: "invalid_url", message: "" })
  })
})

describe("openVipService", () => {
  const vipDesk = (path: string) => ({ type: 1, csType: "COMM100VIP", path, labelIds: [3] })
  const asVip = (rt: ReturnType<typeof withEntries>) =>
    rt.store.dispatch({
      _tag: "MemberInfoLoaded",
      value: { account: "player01", type: 0, clubLabel: { labelName: "VIP 3", labelId: 3 } },
    } as never)

  it("sends the window to the VIP desk's decrypted link, as customer service does", async () => {
    asVip(
      withEntries([{ type: 3, path: "plain:https://chat.example/room" }, vipDesk("plain:https://vip.example/desk")]),
    )
    const win = fakeWindow()
    vi.spyOn(window, "open").mockReturnValue(win as unknown as Window)
    await openVipService()
    expect(win.location.href).toBe("https://vip.example/desk")
    expect(win.close).not.toHaveBeenCalled()
  })

  it("closes the window and says why when the VIP desk's link cannot be read", async () => {
    const rt = withEntries([vipDesk("plain:javascript:alert(1)")])
    asVip(rt)
    const win = fakeWindow()
    vi.spyOn(window, "open").mockReturnValue(win as unknown as Window)
    await openVipService()
    expect(win.close).toHaveBeenCalled()
    expect(rt.store.state().modals.dialog).toEqual({ kind: "warning", key: "invalid_url", message: "" })
  })
})
