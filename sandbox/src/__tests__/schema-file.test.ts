import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { readSandboxSchema } from "../yoga"

describe("the sandbox's schema", () => {
  it("is content/schema.graphql, accepted by graphql-js", () => {
    expect(readSandboxSchema().sdl).toBe(fs.readFileSync("content/schema.graphql", "utf8"))
  })

  it("stops the start with the file, line, column and graphql-js's message when it is broken", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-schema-"))
    const file = path.join(dir, "schema.graphql")
    fs.writeFileSync(file, 'type Query {\n  dishes: [Dish!]!\n}\n\n"A dish."\ntype Dish {\n  name: Strin\n}\n')
    try {
      expect(() => readSandboxSchema(file)).toThrow(
        `${path.relative(process.cwd(), file)}:7:9: Unknown type "Strin". Did you mean "String"?`,
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("makes `npm run sandbox:serve` exit 1 with that message", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-start-"))
    fs.mkdirSync(path.join(dir, "content"))
    fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"))
    fs.writeFileSync(path.join(dir, "content", "schema.graphql"), "type Query {\n  a: [Int\n}\n")
    try {
      const result = spawnSync(process.execPath, ["--import", "tsx", path.resolve("sandbox/src/main.ts")], {
        cwd: dir,
        env: { ...process.env, NODE_OPTIONS: "", SANDBOX_PORT: "0", SANDBOX_DATA_DIR: path.join(dir, "data") },
        encoding: "utf8",
        timeout: 60_000,
      })
      expect(result.status).toBe(1)
      expect(result.stderr).toContain(
        '[sandbox] could not start: content/schema.graphql:3:1: Syntax Error: Expected "]", found "}".',
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
