/**
 * The demo brand's settings, in the platform's wire shapes (wire notes section 5): the white-label tree with "1"/"0"
 * flags, registration rules keyed by field, resources, customer service with an encrypted chat link, and the CDNs
 * (the sandbox itself, since no other network is reachable).
 */
import { vipDeskType } from "../../core/model/CustomerService.ts"
import { desEncrypt } from "../crypto/des.ts"

const node = (modId: string, enabled: boolean, childrenNodes: ReadonlyArray<unknown> = []) => ({
  modId,
  enabled: enabled ? "1" : "0",
  childrenNodes,
})

/** The white-label module tree. */
export const whitelabelTree = [
  node("HOMEPAGE", true, [
    node("PWDEXPFORCECHANGE3", true),
    node("MOBILELOGIN3", true),
    node("MOBILEVERCODELOGIN3", true),
    node("FREEPLAY3", true),
  ]),
  node("REGISTER", true, [
    node("DIRECTREG3", true),
    node("USERNAMEREG3", true),
    node("MOBILENUMREG3", true),
    node("REGMOBVERF3", false),
    node("MOBILENUMPASSREG3", true),
  ]),
  node("SECURITY", true, [node("CHNGPASSVERIF3", true)]),
  node("MEMBER", true, [
    node("INBOX3", true),
    node("PTSYS3", true),
    node("REWCEN3", true),
    node("MAILCEN", true),
    node("DEPOSIT", true),
    node("WITHDRAW", true),
    node("CASHBACK3", true),
    node("REFERRAL3", true),
  ]),
  node("AGENT", true, [node("AGENTPOLICY3", true), node("AGETRANSFERUP3", true)]),
]

const rule = (r: {
  enabled?: boolean
  required?: boolean
  patternId: number
  minLength: number
  maxLength: number
  acceptedPattern: string
}) => ({ enabled: r.enabled ?? true, required: r.required ?? false, ...r })

/** Registration rules keyed by field (spec section 5). */
export const registerRules = {
  username: rule({
    required: true,
    patternId: 2,
    minLength: 6,
    maxLength: 16,
    acceptedPattern: "^[a-zA-Z][a-zA-Z0-9]*$",
  }),
  password: rule({
    required: true,
    patternId: 6,
    minLength: 6,
    maxLength: 20,
    acceptedPattern: "^(?=.*[a-zA-Z])(?=.*\\d)[a-zA-Z\\d]+$",
  }),
  mobileNum: rule({ required: true, patternId: 7, minLength: 8, maxLength: 12, acceptedPattern: "^\\d+$" }),
  email: rule({
    required: false,
    patternId: 4,
    minLength: 5,
    maxLength: 50,
    acceptedPattern: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$",
  }),
  payeeName: rule({ required: false, patternId: 9, minLength: 2, maxLength: 30, acceptedPattern: "^[A-Za-z ]+$" }),
  paymentPassword: rule({ enabled: false, patternId: 7, minLength: 6, maxLength: 6, acceptedPattern: "^\\d+$" }),
  qqNum: rule({ enabled: false, patternId: 7, minLength: 5, maxLength: 12, acceptedPattern: "^\\d+$" }),
  line: rule({ enabled: false, patternId: 10, minLength: 2, maxLength: 30, acceptedPattern: "*" }),
  whatsapp: rule({ enabled: true, patternId: 7, minLength: 8, maxLength: 15, acceptedPattern: "^\\d+$" }),
  facebook: rule({ enabled: false, patternId: 10, minLength: 2, maxLength: 50, acceptedPattern: "*" }),
  wechat: rule({ enabled: false, patternId: 10, minLength: 2, maxLength: 30, acceptedPattern: "*" }),
  idNumber: rule({ enabled: false, patternId: 5, minLength: 6, maxLength: 20, acceptedPattern: "^[A-Za-z0-9]+$" }),
  recommenderId: rule({ enabled: false, patternId: 5, minLength: 4, maxLength: 20, acceptedPattern: "^[A-Za-z0-9]+$" }),
  affiliateCode: rule({
    enabled: true,
    required: false,
    patternId: 5,
    minLength: 4,
    maxLength: 20,
    acceptedPattern: "^[A-Za-z0-9]+$",
  }),
  captcha: rule({ enabled: false, patternId: 7, minLength: 4, maxLength: 4, acceptedPattern: "^\\d+$" }),
}

/** Key of the customer-service chat link's DES ciphertext (8 characters, appended to the path as the platform does). */
const chatKey = "k8Sd2QxA"

/** The club labels (VIP ranks, whose label id is the rank) the VIP desk serves. */
export const vipDeskLevels = [3, 4, 5]

/** Customer-service entries: type 3 holds the encrypted chat link (spec section 3). */
export const customerService = (origin: string) => [
  { type: 3, title: "Live chat", csType: "LIVECHAT", path: desEncrypt(`${origin}/sandbox/chat`, chatKey) + chatKey },
  { type: 1, title: "Telegram", csType: "TELEGRAM", path: "https://t.me/arena_support" },
  { type: 2, title: "Email", csType: "EMAIL", path: "mailto:support@arena.example" },
  // The VIP desk (spec section 3 vipService): served to members whose club label is VIP 3 or higher.
  { type: 1, title: "VIP desk", csType: vipDeskType, path: "https://t.me/arena_vip_desk", labelIds: vipDeskLevels },
]

/** Brand resources keyed by type (apps, social links). */
export const resources = [
  { resourceType: "IOS", url: "/down/arena.mobileconfig", qrCodeUrl: "/down/ios", labelNameEn: "iOS" },
  { resourceType: "ANDROID", url: "/down/android", qrCodeUrl: "/down/android", labelNameEn: "Android" },
  { resourceType: "TELEGRAM", url: "https://t.me/arena_support", qrCodeUrl: null, labelNameEn: "Telegram" },
  { resourceType: "LINE", url: "https://line.me/ti/p/arena", qrCodeUrl: null, labelNameEn: "LINE" },
  { resourceType: "FACEBOOK", url: "https://facebook.com/arena", qrCodeUrl: null, labelNameEn: "Facebook" },
]
