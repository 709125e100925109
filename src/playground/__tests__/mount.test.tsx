import { useSyncExternalStore } from "react"
import { act } from "@testing-library/react"
import type { EditorSettings, InitialOperation, MountedEditor } from "../editor-contract"
import type { PlaygroundEditorProps } from "../editor"
import { mount } from "../editor/mount"

// The editor itself (GraphiQL, Monaco) does not run in jsdom; this stand-in shows what mount hands it.
jest.mock("../editor", () => ({
  __esModule: true,
  default: function StandIn({ settings, endpoint, schemaFileUrl, takeOver, onReady }: PlaygroundEditorProps) {
    const { colorMode, credentials, identity } = useSyncExternalStore(settings.subscribe, settings.get)
    const taken = takeOver()
    onReady?.()
    return (
      <p>
        {[
          endpoint,
          schemaFileUrl,
          colorMode,
          credentials.apiKey ?? "no key",
          credentials.activeModes.join("+"),
          identity ?? "signed out",
          taken.query,
        ].join(" | ")}
      </p>
    )
  },
}))

const getIdToken = async () => null
const settings: EditorSettings = {
  credentials: { activeModes: ["apiKey"], apiKey: "key-1", getIdToken },
  identity: null,
  colorMode: "light",
}
const initial: InitialOperation = {
  query: "{ outlets { totalCount } }",
  variables: "",
  operationName: null,
  link: null,
  cursor: null,
  focus: null,
  firstRun: null,
}

describe("mount (the editor bundle's interface)", () => {
  let element: HTMLDivElement
  let editor: MountedEditor
  const onReady = jest.fn()

  beforeEach(async () => {
    element = document.body.appendChild(document.createElement("div"))
    await act(async () => {
      editor = mount(element, {
        ...settings,
        endpoint: "https://api.example/graphql",
        schemaFileUrl: "/schema.graphql",
        takeOver: () => initial,
        onReady,
      })
    })
  })

  afterEach(() => element.remove())

  it("renders the editor with the site's endpoint, schema file, settings and the reader's text, and says when it is ready", () => {
    expect(element).toHaveTextContent(
      "https://api.example/graphql | /schema.graphql | light | key-1 | apiKey | signed out | { outlets { totalCount } }",
    )
    expect(onReady).toHaveBeenCalled()
  })

  it("takes new credentials, identity and colour mode pushed by the site, and keeps what was not pushed", async () => {
    await act(async () =>
      editor.update({
        credentials: { activeModes: ["apiKey", "user"], apiKey: "key-2", getIdToken },
        identity: "uid-1",
      }),
    )
    expect(element).toHaveTextContent("light | key-2 | apiKey+user | uid-1")
    await act(async () => editor.update({ colorMode: "dark" }))
    expect(element).toHaveTextContent("dark | key-2 | apiKey+user | uid-1")
  })

  it("leaves its element empty when unmounted", async () => {
    await act(async () => editor.unmount())
    expect(element).toBeEmptyDOMElement()
  })
})
