/**
 * The demo accounts: a member with history, a member whose password is the flagged default '123456', one
 * whose password has expired, a trial (type 4) account, and agents of each type (1, 2, 41, 42) with downlines.
 * Printed by `npm start`; passwords are public demo values of the sandbox, not secrets.
 */
import { defaultPassword } from "../../core/model/LoginPayload.ts"

export interface DemoMember {
  readonly account: string
  readonly password: string
  readonly type: number
  readonly nickname: string
  readonly mobile?: string
  readonly email?: string
  readonly upline?: string
  readonly label?: { readonly name: string; readonly color: string }
  readonly vipLevel?: number
  /** Opening balance of the main wallet, in minor units. */
  readonly balance: number
  readonly firstTimeLogin?: boolean
  readonly passwordExpired?: boolean
  readonly what: string
}

export const demoMembers: ReadonlyArray<DemoMember> = [
  {
    account: "player01",
    password: "Player123",
    type: 0,
    nickname: "Lucky Player",
    mobile: "9171234567",
    email: "player01@arena.example",
    label: { name: "Gold", color: "#E5B64B" },
    vipLevel: 3,
    balance: 500_000,
    firstTimeLogin: false,
    what: "member with history",
  },
  {
    account: "newpass01",
    password: defaultPassword,
    type: 0,
    nickname: "First Login",
    mobile: "9171234568",
    balance: 10_000,
    firstTimeLogin: true,
    what: `first login with the default password '${defaultPassword}'`,
  },
  {
    account: "expired01",
    password: "Expired123",
    type: 0,
    nickname: "Old Password",
    balance: 10_000,
    firstTimeLogin: false,
    passwordExpired: true,
    what: "password expired",
  },
  {
    account: "trial01",
    password: "Trial123",
    type: 4,
    nickname: "Demo",
    balance: 200_000,
    firstTimeLogin: false,
    what: "trial (type 4) account",
  },
  {
    account: "agent01",
    password: "Agent123",
    type: 1,
    nickname: "Agent One",
    mobile: "9171234570",
    balance: 1_000_000,
    firstTimeLogin: false,
    label: { name: "Partner", color: "#4BB3E5" },
    what: "agent (type 1)",
  },
  {
    account: "agent02",
    password: "Agent123",
    type: 2,
    nickname: "Agent Two",
    upline: "agent01",
    balance: 300_000,
    firstTimeLogin: false,
    what: "agent (type 2), downline of agent01",
  },
  {
    account: "agent41",
    password: "Agent123",
    type: 41,
    nickname: "Agent 41",
    upline: "agent01",
    balance: 200_000,
    firstTimeLogin: false,
    what: "agent (type 41)",
  },
  {
    account: "agent42",
    password: "Agent123",
    type: 42,
    nickname: "Agent 42",
    upline: "agent02",
    balance: 100_000,
    firstTimeLogin: false,
    what: "agent (type 42)",
  },
  {
    account: "down01",
    password: "Player123",
    type: 0,
    nickname: "Downline One",
    upline: "agent01",
    balance: 50_000,
    firstTimeLogin: false,
    what: "member under agent01",
  },
  {
    account: "down02",
    password: "Player123",
    type: 0,
    nickname: "Downline Two",
    upline: "agent02",
    balance: 50_000,
    firstTimeLogin: false,
    what: "member under agent02",
  },
]
