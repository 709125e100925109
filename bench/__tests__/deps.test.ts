import fs from "node:fs"
import path from "node:path"
import ts from "typescript"
import { ROOT } from "../../scripts/harness/services"
import { projectFiles } from "../../scripts/lib/project-files"
import { benchInstallReason } from "../lib/deps"

const lockfile = {
  packages: {
    "": { version: "1.0.0" },
    "node_modules/lighthouse": { version: "12.8.2" },
    "node_modules/autocannon": { version: "8.0.0" },
  },
}

describe("benchInstallReason", () => {
  it("asks for an install when bench/ was never installed", () => {
    expect(benchInstallReason(lockfile, null)).toBe("not installed yet")
  })

  it("asks for none when what is installed is what the lockfile names", () => {
    const installed = {
      packages: { "node_modules/lighthouse": { version: "12.8.2" }, "node_modules/autocannon": { version: "8.0.0" } },
    }
    expect(benchInstallReason(lockfile, installed)).toBeNull()
  })

  it("does not ask again for an optional package npm left out (another platform's build)", () => {
    const withOptional = {
      packages: { ...lockfile.packages, "node_modules/@esbuild/darwin-arm64": { version: "0.25.0", optional: true } },
    }
    const installed = {
      packages: { "node_modules/lighthouse": { version: "12.8.2" }, "node_modules/autocannon": { version: "8.0.0" } },
    }
    expect(benchInstallReason(withOptional, installed)).toBeNull()
  })

  it("names a package the lockfile added, or one at another version", () => {
    expect(benchInstallReason(lockfile, { packages: { "node_modules/lighthouse": { version: "12.8.2" } } })).toBe(
      "node_modules/autocannon is missing",
    )
    const older = {
      packages: { "node_modules/lighthouse": { version: "12.8.1" }, "node_modules/autocannon": { version: "8.0.0" } },
    }
    expect(benchInstallReason(lockfile, older)).toBe("node_modules/lighthouse is 12.8.1, the lockfile names 12.8.2")
  })
})

describe("the install npm test needs", () => {
  const root = JSON.parse(fs.readFileSync("package.json", "utf8"))
  const bench = JSON.parse(fs.readFileSync("bench/package.json", "utf8"))

  it("holds none of what only the benchmarks use", () => {
    const rootDeps = { ...root.dependencies, ...root.devDependencies }
    expect(Object.keys(bench.dependencies).filter((name) => name in rootDeps)).toEqual([])
  })

  it("runs each bench that needs bench/ after installing it", () => {
    // Every script that runs a file tsc -p bench checks (one that imports bench/'s own packages).
    const needing = new Set(checkedFiles("bench"))
    const scripts = Object.entries(root.scripts as Record<string, string>).filter(([, command]) =>
      [...command.matchAll(/tsx (bench\/\S+\.ts)/g)].some((match) => needing.has(match[1])),
    )
    expect(scripts.map(([name]) => name).sort()).toEqual(["bench:docusaurus", "bench:lighthouse", "bench:sandbox"])
    for (const [, command] of scripts)
      expect(command).toMatch(/^tsx bench\/ensure-deps\.ts && tsc -p bench && tsx bench\//)
  })
})

/** The files a tsconfig.json checks (its include less its exclude), relative to the repository. */
function checkedFiles(folder: string): string[] {
  const file = path.join(ROOT, folder, "tsconfig.json")
  const { config } = ts.readConfigFile(file, ts.sys.readFile)
  return ts
    .parseJsonConfigFileContent(config, ts.sys, path.dirname(file))
    .fileNames.map((name) => path.relative(ROOT, name))
}

describe("the two type-checks of bench/", () => {
  it("check each of its files once: tsc -p bench those that import its packages, the root's tsc --noEmit the rest", () => {
    const packages = Object.keys(
      JSON.parse(fs.readFileSync(path.join(ROOT, "bench/package.json"), "utf8")).dependencies,
    )
    const sources = projectFiles(ROOT).filter((file) => file.startsWith("bench/") && /\.tsx?$/.test(file))
    const importsPackage = (file: string) => {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8")
      return packages.some((name) => text.includes(`from "${name}"`) || text.includes(`import("${name}")`))
    }
    expect(checkedFiles("bench").sort()).toEqual(sources.filter(importsPackage).sort())
    expect(
      checkedFiles(".")
        .filter((file) => file.startsWith("bench/"))
        .sort(),
    ).toEqual(sources.filter((file) => !importsPackage(file)).sort())
  })
})
