import { act, screen, waitFor } from "@testing-library/react"
import { useState } from "react"
import userEvent from "@testing-library/user-event"
import { LoginButton } from ".."
import LoginDialog from "../../LoginDialog"
import { ProfileGate } from "../../ProfileGate"
import { renderPage } from "../../../test-utils/render"
import { fakeApi, fakeFirebase } from "../../../test-utils/fake-services"

jest.mock("../../../lib/browser/auth/firebase", () =>
  jest.requireActual("../../../test-utils/fake-services").fakeFirebaseModule(),
)
jest.mock("../../../lib/browser/api/services", () =>
  jest.requireActual("../../../test-utils/fake-services").fakeApiModule(),
)

beforeEach(() => {
  localStorage.clear()
  fakeFirebase.reset()
  fakeApi.reset()
})

const signedInSession = () => localStorage.setItem("firebase:authUser:demo-api-key:[DEFAULT]", "{}")

describe("LoginButton", () => {
  it("signed out: 'Login' opens a dialog at most 268 px wide; a failed sign-in is said, logged and reported", async () => {
    const user = userEvent.setup()
    const onFailure = jest.fn()
    renderPage(<LoginButton onLoginFailure={onFailure} />)
    await user.click(await screen.findByRole("button", { name: "Login" }))
    expect(await screen.findByRole("dialog", { name: "Sign in" })).toHaveStyle({ maxWidth: "268px" })
    // The dialog's code loads on the first press.
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeInTheDocument()
    expect(screen.getByRole("dialog", { name: "Sign in" })).toHaveStyle({ maxWidth: "268px" })

    fakeFirebase.failNextSignIn = { code: "auth/wrong-password" }
    jest.spyOn(console, "error").mockImplementation(() => {})
    await user.type(screen.getByLabelText("Email"), "anna@example.ch")
    await user.type(screen.getByLabelText("Password"), "wrong")
    await user.click(await screen.findByRole("button", { name: "Sign in with email" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("The password is wrong for this email address.")
    expect(onFailure).toHaveBeenCalledTimes(1)
    expect(console.error).toHaveBeenCalled()
    expect(screen.getByRole("dialog", { name: "Sign in" })).toBeInTheDocument()
  })

  it("with the identity service unreachable: says so, logs the error, calls onLoginFailure with it, and can try again", async () => {
    const user = userEvent.setup()
    const onFailure = jest.fn()
    const logged = jest.spyOn(console, "error").mockImplementation(() => {})
    renderPage(<LoginButton onLoginFailure={onFailure} />)
    await user.click(await screen.findByRole("button", { name: "Login" }))
    await user.type(await screen.findByLabelText("Email"), "anna@example.ch")
    await user.type(screen.getByLabelText("Password"), "secret123")
    fakeFirebase.failNextSignIn = { code: "auth/network-request-failed" }
    await user.click(await screen.findByRole("button", { name: "Sign in with email" }))

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The sign-in service cannot be reached. Check your connection and try again.",
    )
    expect(onFailure).toHaveBeenCalledTimes(1)
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: "auth/network-request-failed" }))
    expect(logged).toHaveBeenCalledWith("Sign-in failed:", onFailure.mock.calls[0][0])
    // The service is back: the same dialog signs the reader in.
    await user.click(screen.getByRole("button", { name: "Sign in with email" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Sign in" })).toBeNull())
    expect(onFailure).toHaveBeenCalledTimes(1)
  })

  it("signed in without a profile: the create-profile modal; once created, the email and Logout", async () => {
    signedInSession()
    fakeFirebase.user = { uid: "uid-1", email: "anna@example.ch" }
    const onProfileCreated = jest.fn()
    const user = userEvent.setup()
    renderPage(
      <>
        <LoginButton />
        <ProfileGate onProfileCreated={onProfileCreated} />
      </>,
    )
    const modal = await screen.findByRole("dialog", { name: "Create your profile" })
    expect(modal).toHaveTextContent("Please create a ZFV api profile first")
    // The form's code loads when it is needed; its first words show at once.
    await user.type(await screen.findByPlaceholderText("First Name"), "Anna")
    await user.type(screen.getByPlaceholderText("Last Name"), "Muster")
    await user.click(screen.getByRole("button", { name: "Create Profile" }))
    expect(fakeApi.createProfile).toHaveBeenCalledWith({ firstName: "Anna", lastName: "Muster" })
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Create your profile" })).toBeNull())
    expect(onProfileCreated).toHaveBeenCalledTimes(1)
    expect(screen.getByText("anna@example.ch")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("Your API profile was created.")
  })

  it("signed in with a profile: the email and Logout, and Logout signs out", async () => {
    signedInSession()
    fakeFirebase.user = { uid: "uid-1", email: "anna@example.ch" }
    fakeApi.profile = {
      status: "ready",
      user: { id: "7", email: "anna@example.ch", firstName: "Anna", lastName: "Muster" },
      error: null,
    }
    const user = userEvent.setup()
    renderPage(<LoginButton />)
    expect(await screen.findByText("anna@example.ch")).toBeInTheDocument()
    expect(screen.queryByRole("dialog")).toBeNull()
    await user.click(screen.getByRole("button", { name: "Logout" }))
    expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument()
  })
})

describe("LoginDialog", () => {
  it("closes itself once signed in, and stays open when signing in fails", async () => {
    const user = userEvent.setup()
    const onClose = jest.fn()
    jest.spyOn(console, "error").mockImplementation(() => {})
    renderPage(<LoginDialog onClose={onClose} />)
    await user.type(screen.getByLabelText("Email"), "anna@example.ch")
    await user.type(screen.getByLabelText("Password"), "secret123")
    fakeFirebase.failNextSignIn = { code: "auth/network-request-failed" }
    await user.click(await screen.findByRole("button", { name: "Sign in with email" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("The sign-in service cannot be reached.")
    expect(onClose).not.toHaveBeenCalled()
    await user.click(screen.getByRole("button", { name: "Sign in with email" }))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })

  it("keeps focus where the reader is when the page re-renders (a key check or auth report arriving)", async () => {
    const user = userEvent.setup()
    let rerenderParent = () => {}
    function Parent() {
      const [, setCount] = useState(0)
      rerenderParent = () => setCount((count) => count + 1)
      return <LoginButton />
    }
    renderPage(<Parent />)
    await user.click(await screen.findByRole("button", { name: "Login" }))
    await screen.findByRole("button", { name: "Sign in with email" })
    await user.click(screen.getByLabelText("Password"))
    act(() => rerenderParent())
    expect(screen.getByLabelText("Password")).toHaveFocus()
  })
})

describe("CreateProfileModal", () => {
  it("disables 'Create Profile' while submitting and shows an error in plain words", async () => {
    signedInSession()
    fakeFirebase.user = { uid: "uid-1", email: "anna@example.ch" }
    let fail: (error: Error) => void = () => {}
    fakeApi.createProfile.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)))
    const user = userEvent.setup()
    renderPage(<ProfileGate />)
    const button = await screen.findByRole("button", { name: "Create Profile" })
    await user.type(screen.getByPlaceholderText("First Name"), "A")
    await user.type(screen.getByPlaceholderText("Last Name"), "B")
    await user.click(button)
    expect(button).toBeDisabled()
    await act(async () => fail(new Error("The API cannot be reached right now.")))
    expect(await screen.findByRole("alert")).toHaveTextContent("The API cannot be reached right now.")
    expect(button).toBeEnabled()
  })

  it("asks for the names in a sentence when the form is sent empty, without calling the API", async () => {
    signedInSession()
    fakeFirebase.user = { uid: "uid-1", email: "anna@example.ch" }
    const user = userEvent.setup()
    renderPage(<ProfileGate />)
    await user.click(await screen.findByRole("button", { name: "Create Profile" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter your first and last name.")
    await user.type(screen.getByPlaceholderText("First Name"), "Anna")
    await user.click(screen.getByRole("button", { name: "Create Profile" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter your last name.")
    expect(fakeApi.createProfile).not.toHaveBeenCalled()
  })
})
