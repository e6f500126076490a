// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../core/workflows/testRuntime.ts"
import PromoDetail from "../sections/promoDetail/PromoDetail.tsx"
import { asMember, renderPage } from "./publicTestKit.tsx"

afterEach(cleanup)

const welcome = {
  promotionId: "1",
  title: "Welcome Bonus",
  content: "<p>Double your first deposit.</p>",
  category: "WELCOME",
  status: "JOIN",
  needApply: true,
}

const birthday = { ...welcome, promotionId: "2", title: "Birthday Bonus", needContact: true }

const page = (...list: ReadonlyArray<unknown>) => ok({ list, total: list.length, totalPages: 1 })

const png = (name: string, size = 16) => {
  const bytes = new Uint8Array(size)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new File([bytes], name, { type: "image/png" })
}

const openForm = async (answers: Record<string, unknown> = {}, id = "1") => {
  const rt = await asMember({ promotions: page(welcome, birthday), ...answers })
  renderPage(`/promoDetail?id=${id}`, <PromoDetail />)
  fireEvent.click(await screen.findByRole("button", { name: "Apply now" }))
  const dialog = await screen.findByRole("dialog", { name: /^Apply: / })
  return { rt, form: within(dialog) }
}

/** The submit has ended (its button is busy while it runs): a refused one has sent nothing by then. */
const notBusy = (form: ReturnType<typeof within>) =>
  waitFor(() => expect(form.getByRole("button", { name: "Send application" }).getAttribute("aria-busy")).toBeNull())

const choose = (input: HTMLElement, files: ReadonlyArray<File>) => fireEvent.change(input, { target: { files } })

describe("the promotion application", () => {
  it("counts the comment and refuses more than 140 characters next to the field, sending nothing", async () => {
    const { rt, form } = await openForm({ applyPromotion: ok(null) })
    const comment = form.getByRole("textbox", { name: "Comment (optional)" })
    fireEvent.change(comment, { target: { value: "a".repeat(140) } })
    expect(form.getByText("140 / 140 characters")).toBeTruthy()
    expect(comment.getAttribute("aria-invalid")).toBeNull()
    fireEvent.change(comment, { target: { value: "a".repeat(141) } })
    expect(form.getByText("The comment may have at most 140 characters")).toBeTruthy()
    expect(comment.getAttribute("aria-invalid")).toBe("true")
    fireEvent.click(form.getByRole("button", { name: "Send application" }))
    await notBusy(form)
    expect(rt.called()).not.toContain("applyPromotion")
    // Back to 140 and sent: the one application that goes out has 140 characters, so the click with 141 sent
    // nothing (a request it started would have gone out before this one was answered).
    fireEvent.change(comment, { target: { value: "a".repeat(140) } })
    fireEvent.click(form.getByRole("button", { name: "Send application" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    const sent = rt.requests.filter((r) => r.endpoint.name === "applyPromotion")
    expect(sent.map((r) => (r.body as { comment: string }).comment.length)).toEqual([140])
  })

  it("checks each image's type, size and the count as they are chosen", async () => {
    const { rt, form } = await openForm({ applyPromotion: ok(null) })
    const picker = form.getByLabelText("Images (optional)")
    choose(picker, [new File(["GIF89a"], "cat.gif", { type: "image/gif" })])
    expect(form.getByText("cat.gif is not a PNG or JPG image")).toBeTruthy()
    fireEvent.click(form.getByRole("button", { name: "Remove cat.gif" }))
    expect(form.queryByText("cat.gif is not a PNG or JPG image")).toBeNull()

    choose(picker, [png("huge.png", 5 * 1024 * 1024 + 1)])
    expect(form.getByText("huge.png is larger than 5 MB")).toBeTruthy()
    fireEvent.click(form.getByRole("button", { name: "Remove huge.png" }))

    choose(picker, [png("a.png"), png("b.png"), png("c.png"), png("d.png")])
    expect(form.getByText("You can attach at most 3 images")).toBeTruthy()
    fireEvent.click(form.getByRole("button", { name: "Send application" }))
    await notBusy(form)
    expect(rt.called()).not.toContain("applyPromotion")

    fireEvent.click(form.getByRole("button", { name: "Remove d.png" }))
    expect(form.getByText("Up to 3 PNG or JPG images, 5 MB each")).toBeTruthy()
    // Sent with 3: the one application that goes out has 3 images, so the click with 4 sent nothing.
    fireEvent.click(form.getByRole("button", { name: "Send application" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    const sent = rt.requests.filter((r) => r.endpoint.name === "applyPromotion")
    expect(sent.map((r) => (r.body as { images: ReadonlyArray<string> }).images.length)).toEqual([3])
  })

  it("accepts exactly 5 MB and sends the comment with the images as base64, then shows the new status", async () => {
    const { rt } = await openForm({
      promotions: [page(welcome, birthday), page({ ...welcome, status: "APPLYING" }, birthday)],
      applyPromotion: ok(null),
    })
    const dialog = within(screen.getByRole("dialog"))
    fireEvent.change(dialog.getByRole("textbox", { name: "Comment (optional)" }), {
      target: { value: "  My first deposit was today  " },
    })
    choose(dialog.getByLabelText("Images (optional)"), [png("a.png"), png("b.png", 5 * 1024 * 1024)])
    fireEvent.click(dialog.getByRole("button", { name: "Send application" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    const body = rt.requests.find((r) => r.endpoint.name === "applyPromotion")?.body as {
      promotionId: string
      comment: string
      images: ReadonlyArray<string>
    }
    expect(body.promotionId).toBe("1")
    expect(body.comment).toBe("My first deposit was today")
    expect(body.images).toHaveLength(2)
    expect(body.images[0]?.startsWith("iVBORw0KGgo")).toBe(true)
    expect(await screen.findByText("Application sent. We will review it shortly.")).toBeTruthy()
    expect(await screen.findByText("Applying")).toBeTruthy()
  })

  it("asks for a Zalo or WhatsApp number when the promotion needs one", async () => {
    const { rt, form } = await openForm({}, "2")
    fireEvent.click(form.getByRole("button", { name: "Send application" }))
    const contact = form.getByRole("textbox", { name: "Zalo or WhatsApp number" })
    await waitFor(() => expect(contact.getAttribute("aria-invalid")).toBe("true"))
    expect(rt.called()).not.toContain("applyPromotion")
  })
})
