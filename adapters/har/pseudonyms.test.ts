/**
 * Personal data leaves a fixture as pseudonyms (DESIGN.md, `har`): by the field's name, the same value the same
 * pseudonym across the whole file (a request and the answer that echoes it), in free text and URLs too, and a fixture
 * imported again is unchanged.
 */
import { describe, expect, it } from "vitest"
import { importHar } from "./importHar.ts"
import { makePseudonyms, personalKind } from "./pseudonyms.ts"
import { depositUrl, harEntry } from "./testing/harEntry.ts"

const person = {
  email: "juan.delacruz@mail.example",
  mobile: "+63 917 123 4567",
  idNumber: "N01-23-456789",
  realName: "Juan Dela Cruz",
  bankAccount: "0012-3456-7890",
  address: "12 Rizal Avenue, Makati",
  birthday: "1988-07-14",
}

const session = () => ({
  log: {
    entries: [
      harEntry(
        depositUrl,
        { channelId: "3", amount: 100, payerName: person.realName },
        {
          id: "D1",
          note: `Deposit by ${person.realName} (${person.email}) received`,
          payUrl: `https://pay.example/?email=${encodeURIComponent(person.email)}&amount=100`,
        },
      ),
      harEntry("https://portal.example.test/wps/member/info", undefined, {
        account: "player01",
        ...person,
        phone: person.mobile,
      }),
    ],
  },
})

const imported = () => {
  const result = importHar(session())
  if (!result.ok) throw new Error(result.message)
  return result.har
}

describe("personal data in an imported session", () => {
  it("is replaced by pseudonyms, wherever it stands: fields, sentences, URLs", () => {
    const text = JSON.stringify(imported())
    for (const [field, value] of Object.entries(person)) expect(text, field).not.toContain(value)
    expect(text).not.toContain(encodeURIComponent(person.email))
    expect(text).not.toContain("4567")
    expect(text).not.toContain("Makati")
  })

  it("keeps each value's pseudonym the same across the file, and each value's shape", () => {
    const har = imported()
    const [deposit, info] = har.log.entries
    const sent = JSON.parse(deposit?.request.postData?.text ?? "{}")
    const answer = JSON.parse(deposit?.response.content.text ?? "{}").value
    const member = JSON.parse(info?.response.content.text ?? "{}").value
    expect(member.account).toBe("player01")
    expect(member.realName).toBe("Person 1")
    expect(sent.payerName).toBe(member.realName)
    expect(member.email).toBe("person1@example.invalid")
    expect(answer.note).toBe("Deposit by Person 1 (person1@example.invalid) received")
    expect(answer.payUrl).toBe("https://pay.example/?email=person1%40example.invalid&amount=100")
    expect(member.mobile).toBe("+00 000 000 0001")
    expect(member.phone).toBe(member.mobile)
    expect(member.bankAccount).toBe("0000-0000-0001")
    expect(member.idNumber).toBe("X00-00-000001")
    expect(member.address).toBe("1 Example Street")
    expect(member.birthday).toBe("2000-01-01")
  })

  it("leaves a fixture imported again unchanged", () => {
    const once = imported()
    const again = importHar(once)
    expect(again.ok && again.har.log.entries).toEqual(once.log.entries)
  })
})

describe("personalKind", () => {
  it("knows personal fields by name and leaves public names alone", () => {
    expect(personalKind("emailAddress")).toBe("email")
    expect(personalKind("phone_number")).toBe("phone")
    expect(personalKind("bankAccountNo")).toBe("bankAccount")
    expect(personalKind("id_card")).toBe("idNumber")
    expect(personalKind("firstName")).toBe("realName")
    expect(personalKind("homeAddress")).toBe("address")
    expect(personalKind("dateOfBirth")).toBe("birthday")
    for (const name of ["gameName", "vendorName", "bankName", "labelName", "ipAddress", "account", "username", "id"])
      expect(personalKind(name), name).toBeUndefined()
  })

  it("numbers pseudonyms per kind in the order values are first met", () => {
    const p = makePseudonyms()
    expect(p.of("email", "a@x.example")).toBe("person1@example.invalid")
    expect(p.of("email", "b@x.example")).toBe("person2@example.invalid")
    expect(p.of("email", "a@x.example")).toBe("person1@example.invalid")
    expect(p.of("realName", "Ana")).toBe("Person 1")
  })
})
