import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { build } from "esbuild"
import {
  EDITOR_PUBLIC_PATH,
  editorCacheKey,
  manifestFromMetafile,
  ownInputs,
  readEditorBuildRecord,
  withSiteClassNamesReserved,
  workerFilesFromMetafile,
} from "../editor-bundle"
import { TOKEN_CLASSES } from "../highlight"

const output = (entryPoint: string | undefined, inputs: string[], extra: Record<string, unknown> = {}) => ({
  bytes: 1,
  imports: [],
  exports: [],
  entryPoint,
  inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
  ...extra,
})

describe("editorCacheKey", () => {
  const inputs = [
    { path: "src/playground/editor/index.tsx", content: "a" },
    { path: "src/playground/request.ts", content: "b" },
  ]
  const key = editorCacheKey("lock", "builder", inputs)

  it("is the same for the same inputs, in any order", () => {
    expect(editorCacheKey("lock", "builder", [...inputs].reverse())).toBe(key)
  })

  it("changes when the lockfile, the builder, a source's content or path changes, or a source is gone", () => {
    expect(editorCacheKey("lock2", "builder", inputs)).not.toBe(key)
    expect(editorCacheKey("lock", "builder2", inputs)).not.toBe(key)
    expect(editorCacheKey("lock", "builder", [inputs[0], { ...inputs[1], content: "b2" }])).not.toBe(key)
    expect(editorCacheKey("lock", "builder", [inputs[0], { ...inputs[1], path: "src/other.ts" }])).not.toBe(key)
    expect(editorCacheKey("lock", "builder", [inputs[0], { ...inputs[1], content: null }])).not.toBe(key)
  })
})

describe("ownInputs", () => {
  it("keeps the project's source files, not packages (the lockfile stands for them) or virtual modules", () => {
    expect(
      ownInputs({
        inputs: {
          "src/b.ts": {},
          "node_modules/graphiql/dist/index.js": {},
          "zfv-shared:react": {},
          "src/a.tsx": {},
        } as never,
      }),
    ).toEqual(["src/a.tsx", "src/b.ts"])
  })
})

describe("manifestFromMetafile", () => {
  const outdir = "cache/files"
  const metafile = {
    outputs: {
      "cache/files/mount-AAAA1111.js": output("src/playground/editor/mount.tsx", ["src/playground/editor/mount.tsx"], {
        cssBundle: "cache/files/mount-BBBB2222.css",
      }),
      "cache/files/mount-BBBB2222.css": output("src/playground/editor/mount.tsx", [
        "node_modules/graphiql/dist/style.css",
      ]),
      "cache/files/chunk-CCCC3333.js": output(undefined, ["node_modules/monaco-editor/esm/vs/editor/editor.api.js"]),
      "cache/files/chunk-DDDD4444.js": output(undefined, ["node_modules/prettier/standalone.mjs"]),
      "cache/files/chunk-EEEE5555.js": output(undefined, [
        "node_modules/@graphiql/plugin-explorer/dist/index.js",
        "node_modules/@graphiql/plugin-explorer/node_modules/graphiql-explorer/dist/Explorer.js",
      ]),
      "cache/files/chunk-GGGG7777.css": output(undefined, [
        "node_modules/monaco-editor/esm/vs/editor/contrib/find/browser/findWidget.css",
      ]),
      "cache/files/codicon-FFFF6666.ttf": output(undefined, [
        "node_modules/monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon.ttf",
      ]),
    },
  }

  it("names the entry, its stylesheet, and every file but the on-demand ones (Prettier, the explorer) and other stylesheets to fetch ahead", () => {
    expect(manifestFromMetafile(metafile, outdir)).toEqual({
      entry: `${EDITOR_PUBLIC_PATH}mount-AAAA1111.js`,
      css: [`${EDITOR_PUBLIC_PATH}mount-BBBB2222.css`],
      preload: [
        `${EDITOR_PUBLIC_PATH}chunk-CCCC3333.js`,
        `${EDITOR_PUBLIC_PATH}codicon-FFFF6666.ttf`,
        `${EDITOR_PUBLIC_PATH}mount-AAAA1111.js`,
        `${EDITOR_PUBLIC_PATH}mount-BBBB2222.css`,
      ],
    })
  })

  it("fails when the build has no module for the entry", () => {
    expect(() =>
      manifestFromMetafile(
        { outputs: { "cache/files/chunk-CCCC3333.js": metafile.outputs["cache/files/chunk-CCCC3333.js"] } },
        outdir,
      ),
    ).toThrow("The editor build has 0 modules for src/playground/editor/mount.tsx")
  })
})

describe("workerFilesFromMetafile", () => {
  it("finds each worker's file, relative to the editor's folder, and fails naming a missing one", () => {
    const outputs = {
      "out/json.worker-A.js": output("node_modules/monaco-editor/esm/vs/language/json/json.worker.js", []),
      "out/graphql.worker-B.js": output("node_modules/monaco-graphql/esm/graphql.worker.js", []),
      "out/editor.worker-C.js": output("node_modules/monaco-editor/esm/vs/editor/editor.worker.js", []),
      "out/worker-chunk-D.js": output(undefined, []),
    }
    expect(workerFilesFromMetafile({ outputs }, "out")).toEqual({
      json: "./json.worker-A.js",
      graphql: "./graphql.worker-B.js",
      editor: "./editor.worker-C.js",
    })
    const { ["out/graphql.worker-B.js"]: _gone, ...withoutGraphql } = outputs
    expect(() => workerFilesFromMetafile({ outputs: withoutGraphql }, "out")).toThrow(
      "no file for Monaco's graphql worker",
    )
  })
})

describe("readEditorBuildRecord", () => {
  const record = {
    key: "k",
    inputs: ["src/a.ts"],
    manifest: {
      entry: `${EDITOR_PUBLIC_PATH}mount-A.js`,
      css: [`${EDITOR_PUBLIC_PATH}mount-B.css`],
      preload: [`${EDITOR_PUBLIC_PATH}mount-A.js`],
    },
  }

  it("reads a record the build wrote", () => {
    expect(readEditorBuildRecord(JSON.stringify(record))).toEqual(record)
  })

  it("gives null for no record, broken JSON, or a manifest that is not the editor's files", () => {
    expect(readEditorBuildRecord(null)).toBeNull()
    expect(readEditorBuildRecord("{")).toBeNull()
    expect(
      readEditorBuildRecord(
        JSON.stringify({ ...record, manifest: { ...record.manifest, entry: "https://elsewhere.example/x.js" } }),
      ),
    ).toBeNull()
    expect(
      readEditorBuildRecord(JSON.stringify({ ...record, manifest: { entry: record.manifest.entry, css: [] } })),
    ).toBeNull()
    expect(readEditorBuildRecord(JSON.stringify({ ...record, inputs: [1] }))).toBeNull()
  })
})

describe("withSiteClassNamesReserved", () => {
  // Enough class names that esbuild's minifier would hand out every single letter.
  const moduleCss = Array.from({ length: 60 }, (_, index) => `.name${index} { order: ${index} }`).join("\n")

  /** The class names of a CSS module as esbuild's minifying build of the editor names them. */
  async function minifiedClassNames(css: string): Promise<string[]> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-css-names-"))
    try {
      fs.writeFileSync(path.join(dir, "styles.module.css"), css)
      fs.writeFileSync(
        path.join(dir, "entry.js"),
        'import * as styles from "./styles.module.css"\nconsole.log(styles)\n',
      )
      const result = await build({
        entryPoints: [path.join(dir, "entry.js")],
        bundle: true,
        minify: true,
        write: false,
        outdir: path.join(dir, "out"),
      })
      const stylesheet = result.outputFiles.find((file) => file.path.endsWith(".css"))?.text ?? ""
      return [...stylesheet.matchAll(/\.([A-Za-z_][\w-]*)\{/g)].map((match) => match[1])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }

  it("keeps a CSS module's minified class names clear of the site's code-token classes, and adds no rule", async () => {
    const tokens: string[] = Object.values(TOKEN_CLASSES)
    const plain = await minifiedClassNames(moduleCss)
    expect(plain.filter((name) => tokens.includes(name)).length).toBeGreaterThan(0)
    const reserved = await minifiedClassNames(withSiteClassNamesReserved(moduleCss))
    expect(reserved).toHaveLength(60)
    expect(reserved.filter((name) => tokens.includes(name))).toEqual([])
  })
})
