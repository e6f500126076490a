/**
 * The chat-room modal (spec section 2 "Modals: ... chat room"; section 4 "Customer service window opens blank,
 * navigates to the decrypted link, closes if the request fails"): what customer service offers, with the live chat
 * first. Its button opens the chat window inside the click (a blank window first, so no popup blocker stops it), and
 * the shell's action sends it to the decrypted link or closes it and warns ("invalid URL, contact customer service",
 * spec section 8). The brand's other channels (Telegram, LINE, Facebook) are plain links.
 */
import type { Resource } from "../../../core/model/Resource.ts"
import { openCustomerService } from "../../actions/customerService.ts"
import { Button } from "../../components/Button.tsx"
import { LineIcon } from "../../components/LineIcon.tsx"
import { Modal } from "../../components/Modal.tsx"
import { useT } from "../../i18n/useT.ts"
import type { ModalComponentProps } from "../../modals/registry.ts"
import "./chatRoom.css"
import { useCore } from "../../state/useCore.ts"

/** The brand's other channels, by resource type (spec section 2 "Right floating bar"). */
const channels: ReadonlyArray<readonly [string, string]> = [
  ["TELEGRAM", "telegram"],
  ["LINE", "line"],
  ["FACEBOOK", "facebook"],
]

const isWebAddress = (url: string): boolean => /^https?:\/\//i.test(url)

export default function ChatRoomModal({ onClose }: ModalComponentProps) {
  const t = useT("chat")
  const { settings } = useCore()
  const resources = settings.resources as ReadonlyArray<Resource>
  const others = channels.flatMap(([type, key]) =>
    resources
      .filter((r) => r.resourceType === type && r.url != null && isWebAddress(r.url))
      .map((r, i) => ({ key: `${key}-${i}`, label: r.labelNameEn ?? t(key), url: r.url ?? "" })),
  )
  return (
    <Modal title={t("title")} onClose={onClose} width={420} className="chat-modal">
      <div className="chat-intro">
        <LineIcon
          className="chat-icon"
          d="M4 13v-1a8 8 0 0116 0v1M4 13h3v5H5a1 1 0 01-1-1zm16 0h-3v5h2a1 1 0 001-1zm0 4c0 2-2 3-5 3h-2"
          size={40}
          weight={1.8}
          round="cap"
        />
        <p>{t("intro")}</p>
      </div>
      <Button
        variant="primary"
        size="lg"
        block
        onClick={() => {
          // The window must open inside this click: openCustomerService opens it before anything else.
          void openCustomerService()
          onClose()
        }}
      >
        {t("start_chat")}
      </Button>
      <p className="chat-note">{t("new_window")}</p>
      {others.length > 0 && (
        <ul className="chat-channels" aria-label={t("other_channels")}>
          {others.map((c) => (
            <li key={c.key}>
              <a className="pill chat-channel" href={c.url} target="_blank" rel="noopener noreferrer">
                {c.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  )
}
