import fs from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "../..")
const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8")
const instructions = dockerfile
  .replace(/\\\n\s*/g, " ")
  .split("\n")
  .filter((line) => line.trim() && !line.trim().startsWith("#"))

/** The folders and files the image copies in. */
const copied = instructions
  .filter((line) => line.startsWith("COPY "))
  .flatMap((line) => line.slice(5).trim().split(/\s+/).slice(0, -1))

describe("the Dockerfile of the MCP endpoint", () => {
  it("runs npm run mcp:serve, which serves mcp/src/serve.ts", () => {
    const cmd = instructions.filter((line) => line.startsWith("CMD "))
    expect(cmd).toHaveLength(1)
    expect(JSON.parse(cmd[0].slice(4))).toEqual(["npm", "run", "mcp:serve"])
    const scripts = (
      JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts
    expect(scripts["mcp:serve"]).toBe("tsx mcp/src/serve.ts")
  })

  it("copies every file the server imports, and each thing it copies exists", () => {
    for (const source of copied)
      expect({ source, exists: fs.existsSync(path.join(ROOT, source)) }).toEqual({ source, exists: true })
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const text = fs.readFileSync(file, "utf8")
      for (const [, specifier] of text.matchAll(/\bfrom\s+"(\.{1,2}\/[^"]+)"/g)) {
        const target = ["", ".ts", "/index.ts"]
          .map((ext) => path.join(path.dirname(file), specifier) + ext)
          .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile())
        expect({ file, specifier, resolves: target !== undefined }).toMatchObject({ resolves: true })
        if (target) visit(target)
      }
    }
    visit(path.join(ROOT, "mcp/src/serve.ts"))
    const outside = [...seen]
      .map((file) => path.relative(ROOT, file))
      .filter((file) => !copied.some((source) => file === source || file.startsWith(`${source}/`)))
    expect(outside).toEqual([])
  })

  it("leaves the build's output and the installed packages out of the image's context", () => {
    const ignored = fs.readFileSync(path.join(ROOT, ".dockerignore"), "utf8").split("\n")
    expect(ignored).toEqual(expect.arrayContaining(["node_modules", "public", ".cache", ".git"]))
  })
})
