import { isEmulatorSignUpTick, unverifiedJwtClaims } from "../emulator-sign-up"

const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.`

describe("the Auth emulator's sign-up tick", () => {
  it("is a token whose auth_time is one second before the account's tokens are valid", () => {
    expect(isEmulatorSignUpTick(100, new Date(101_000).toUTCString())).toBe(true)
    expect(isEmulatorSignUpTick(100, new Date(105_000).toUTCString())).toBe(false)
    expect(isEmulatorSignUpTick(100, undefined)).toBe(false)
  })

  it("reads a token's claims without checking it, base64url and UTF-8 alike; nothing from a non-token", () => {
    expect(unverifiedJwtClaims(jwt({ sub: "u-1", auth_time: 5, email: "zoë@example.ch", writer: true }))).toEqual({
      sub: "u-1",
      auth_time: 5,
      email: "zoë@example.ch",
      writer: true,
    })
    expect(unverifiedJwtClaims(jwt({ pad: "??>>" }))).toEqual({ pad: "??>>" })
    expect(unverifiedJwtClaims("not-a-token")).toEqual({})
    expect(unverifiedJwtClaims("a.bm90IGpzb24.c")).toEqual({})
  })
})
