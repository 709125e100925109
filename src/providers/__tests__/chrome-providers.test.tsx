import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ColorModeProvider, useColorMode } from "../ColorMode"
import { AnnouncementBarProvider, useAnnouncementBar } from "../AnnouncementBar"
import { DocsPreferredVersionProvider, useDocsPreferredVersion } from "../DocsPreferredVersion"
import { resetStorageWarnings } from "../../lib/browser/storage"

beforeEach(() => {
  localStorage.clear()
  resetStorageWarnings()
  document.documentElement.removeAttribute("data-theme")
})

describe("ColorModeProvider", () => {
  function Probe() {
    const { colorMode, setColorMode } = useColorMode()
    return (
      <button type="button" onClick={() => setColorMode(colorMode === "dark" ? "light" : "dark")}>
        mode: {colorMode}
      </button>
    )
  }

  it("is light by default, and a choice is stored under 'theme' and applied to the page", async () => {
    render(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    )
    expect(screen.getByRole("button")).toHaveTextContent("mode: light")
    await userEvent.click(screen.getByRole("button"))
    expect(screen.getByRole("button")).toHaveTextContent("mode: dark")
    expect(localStorage.getItem("theme")).toBe("dark")
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark")
  })

  it("follows a change made in another tab", () => {
    render(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    )
    act(() => {
      localStorage.setItem("theme", "dark")
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }))
    })
    expect(screen.getByRole("button")).toHaveTextContent("mode: dark")
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark")
  })

  it("throws a clear error outside its provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    expect(() => render(<Probe />)).toThrow("useColorMode() must be used inside <ColorModeProvider>")
  })
})

describe("AnnouncementBarProvider", () => {
  function Probe() {
    const { isActive, close } = useAnnouncementBar()
    return isActive ? (
      <button type="button" onClick={close}>
        close
      </button>
    ) : (
      <p>dismissed</p>
    )
  }
  const renderBar = (id: string) =>
    render(
      <AnnouncementBarProvider id={id}>
        <Probe />
      </AnnouncementBarProvider>,
    )

  it("shows the bar until it is closed, storing the text 'true' next to the bar's id", async () => {
    renderBar("launch")
    await userEvent.click(screen.getByRole("button", { name: "close" }))
    expect(screen.getByText("dismissed")).toBeInTheDocument()
    expect(localStorage.getItem("announcement.dismiss")).toBe("true")
    expect(localStorage.getItem("announcement.id")).toBe("launch")
  })

  it("stays closed for the same id and shows again for a new id", () => {
    localStorage.setItem("announcement.id", "launch")
    localStorage.setItem("announcement.dismiss", "true")
    const { unmount } = renderBar("launch")
    expect(screen.getByText("dismissed")).toBeInTheDocument()
    unmount()
    renderBar("new-release")
    expect(screen.getByRole("button", { name: "close" })).toBeInTheDocument()
    expect(localStorage.getItem("announcement.dismiss")).toBeNull()
    expect(localStorage.getItem("announcement.id")).toBe("new-release")
  })
})

describe("DocsPreferredVersionProvider", () => {
  function Probe() {
    const { preferredVersion, savePreferredVersion } = useDocsPreferredVersion()
    return (
      <button type="button" onClick={() => savePreferredVersion("current")}>
        {preferredVersion.label} {preferredVersion.path}
      </button>
    )
  }

  it("defaults to the latest version and stores the reader's choice under docs-preferred-version-default", async () => {
    render(
      <DocsPreferredVersionProvider>
        <Probe />
      </DocsPreferredVersionProvider>,
    )
    expect(screen.getByRole("button")).toHaveTextContent("Next /docs/")
    await userEvent.click(screen.getByRole("button"))
    expect(localStorage.getItem("docs-preferred-version-default")).toBe("current")
  })
})
