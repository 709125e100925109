import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { AuthorizationModeControl } from ".."
import { renderPage } from "../../../test-utils/render"
import { fakeApi, fakeFirebase, resetFakeServices } from "../../../test-utils/fake-services"

jest.mock("../../../lib/browser/auth/firebase", () =>
  jest.requireActual("../../../test-utils/fake-services").fakeFirebaseModule(),
)
jest.mock("../../../lib/browser/api/services", () =>
  jest.requireActual("../../../test-utils/fake-services").fakeApiModule(),
)

beforeEach(resetFakeServices)

const apiKeyBox = () => screen.getByRole("checkbox", { name: "Use the API key" })
const userBox = () => screen.getByRole("checkbox", { name: "Use the signed-in user" })
const keyInput = () => screen.getByRole("textbox", { name: "API key" })

describe("AuthorizationModeControl", () => {
  it("starts with both modes chosen, no key, and both checkboxes disabled; a disabled checkbox cannot be toggled", async () => {
    const user = userEvent.setup()
    renderPage(<AuthorizationModeControl />)
    expect(keyInput()).toHaveAttribute("placeholder", "Paste your API key here")
    expect(keyInput()).toHaveStyle({ width: "300px" })
    expect(apiKeyBox()).toBeDisabled()
    expect(userBox()).toBeDisabled()
    await user.click(apiKeyBox())
    expect(apiKeyBox()).not.toBeChecked()
    expect(localStorage.getItem("activeAuthorizationModes")).toBeNull()
  })

  it("enables and activates the apiKey mode with a key, stores the key, and toggling stores the modes", async () => {
    const user = userEvent.setup()
    renderPage(<AuthorizationModeControl />)
    await user.type(keyInput(), "good-key")
    expect(apiKeyBox()).toBeEnabled()
    expect(apiKeyBox()).toBeChecked()
    expect(localStorage.getItem("apiKey")).toBe("good-key")
    await user.click(apiKeyBox())
    expect(apiKeyBox()).not.toBeChecked()
    expect(localStorage.getItem("activeAuthorizationModes")).toBe('["user"]')
  })

  it("trims the key where it is typed: the field keeps the spaces, the check gets the key, spaces alone are no key", async () => {
    const user = userEvent.setup()
    renderPage(<AuthorizationModeControl />)
    await user.type(keyInput(), "   ")
    expect(keyInput()).toHaveValue("   ")
    expect(apiKeyBox()).toBeDisabled()
    await user.type(keyInput(), "good-key  ")
    expect(keyInput()).toHaveValue("   good-key  ")
    expect(localStorage.getItem("apiKey")).toBe("   good-key  ")
    expect(apiKeyBox()).toBeChecked()
    expect(await screen.findByRole("img", { name: "API key is valid" }, { timeout: 2000 })).toBeInTheDocument()
    expect(fakeApi.checkedKeys).toEqual(["good-key"])
  })

  it("enables the user mode when signed in", async () => {
    localStorage.setItem("firebase:authUser:demo-api-key:[DEFAULT]", "{}")
    fakeFirebase.user = { uid: "uid-1", email: "anna@example.ch" }
    renderPage(<AuthorizationModeControl />)
    expect(await screen.findByRole("checkbox", { name: "Use the signed-in user", checked: true })).toBeEnabled()
  })

  it("checks the key once, 600 ms after typing stops, and shows the result only then", async () => {
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderPage(<AuthorizationModeControl />)
    await user.type(keyInput(), "good-key")
    act(() => jest.advanceTimersByTime(599))
    expect(fakeApi.checkedKeys).toEqual([])
    expect(screen.queryByRole("img")).toBeNull()
    await act(async () => jest.advanceTimersByTime(1))
    expect(fakeApi.checkedKeys).toEqual(["good-key"])
    expect(fakeApi.sessionsStarted).toBe(1)
    expect(screen.getByRole("img", { name: "API key is valid" })).toBeInTheDocument()

    await user.clear(keyInput())
    await user.type(keyInput(), "bad-key")
    expect(screen.queryByRole("img")).toBeNull()
    await act(async () => jest.advanceTimersByTime(600))
    expect(fakeApi.checkedKeys).toEqual(["good-key", "bad-key"])
    expect(screen.getByRole("img", { name: "API key is invalid" })).toBeInTheDocument()
    jest.useRealTimers()
  })

  it("shows a distinct state when the key could not be checked", async () => {
    const user = userEvent.setup()
    renderPage(<AuthorizationModeControl />)
    await user.type(keyInput(), "unreachable")
    expect(
      await screen.findByRole(
        "img",
        { name: "API key could not be checked: The API cannot be reached right now." },
        { timeout: 2000 },
      ),
    ).toBeInTheDocument()
  })

  it("works without browser storage, warning once per setting", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError")
    })
    const user = userEvent.setup()
    renderPage(<AuthorizationModeControl />)
    await user.type(keyInput(), "good-key")
    expect(apiKeyBox()).toBeChecked()
    await user.click(apiKeyBox())
    expect(apiKeyBox()).not.toBeChecked()
    const messages = warn.mock.calls.map((call) => String(call[0]))
    expect(messages.filter((message) => message.includes('(key "apiKey")'))).toHaveLength(1)
    expect(messages.filter((message) => message.includes('(key "activeAuthorizationModes")'))).toHaveLength(1)
  })
})
