import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { scriptHash } from "../../../hosting/content-security-policy"
import { policyOf, type FirebaseConfig } from "../../../hosting/config"
import { hostingConfigForBuild } from "../../write-hosting-config"

/** The least firebase.json the build adds its policy to. */
const base: FirebaseConfig = { hosting: { public: "public" } }

describe("hostingConfigForBuild", () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-hosting-config-"))
    fs.writeFileSync(path.join(root, "firebase.json"), JSON.stringify(base))
    fs.mkdirSync(path.join(root, "public", "docs", "intro"), { recursive: true })
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  const page = (...scripts: string[]) =>
    `<!DOCTYPE html><html><head>${scripts.map((script) => `<script>${script}</script>`).join("")}</head><body><script ` +
    `src="/app-0123456789abcdef0123.js" async></script></body></html>`

  it("allows exactly the inline scripts of the built pages", async () => {
    fs.writeFileSync(path.join(root, "public", "index.html"), page("shared()", "home()"))
    fs.writeFileSync(path.join(root, "public", "docs", "intro", "index.html"), page("shared()"))
    fs.writeFileSync(path.join(root, "public", "404.html"), page("shared()"))
    const { config, pages, scripts } = await hostingConfigForBuild(path.join(root, "public"), root)
    expect([pages, scripts]).toEqual([3, 2])
    const scriptSrc = /script-src ([^;]*)/.exec(policyOf(config))?.[1].split(" ")
    expect(scriptSrc?.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      [scriptHash("shared()"), scriptHash("home()")].sort(),
    )
  })

  it("fails, naming pages, when pages carry inline scripts of their own", async () => {
    for (let index = 0; index < 20; index++) {
      fs.mkdirSync(path.join(root, "public", `p${index}`))
      fs.writeFileSync(path.join(root, "public", `p${index}`, "index.html"), page(`window.pagePath="/p${index}/"`))
    }
    await expect(hostingConfigForBuild(path.join(root, "public"), root)).rejects.toThrow(
      /20 different inline scripts[\s\S]*\/p0\//,
    )
  })
})
