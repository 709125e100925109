import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"

/** graphql-js's own helpers (suggestionList and the like) are @internal: they may change in any release. */
const GRAPHQL_INTERNALS = {
  group: ["graphql/jsutils", "graphql/jsutils/*"],
  message:
    "graphql/jsutils is internal to graphql-js, not its API: port what you need, as mcp/src/suggestions.ts does.",
}

/** Libraries with internal modules under src/, imported through their entry points. */
const LIBRARY_ENTRIES = {
  schema: "schema, schema/reference, schema/changes, schema/cost, schema/cost-words or schema/typescript",
  "doc-examples": "doc-examples or doc-examples/checks",
}
const internalsOf = (libraries) =>
  libraries.map((library) => ({
    group: [`**/${library}/src`, `**/${library}/src/**`],
    message: `${library}/src/ is internal: import ${LIBRARY_ENTRIES[library]}.`,
  }))
const LIBRARY_INTERNALS = internalsOf(Object.keys(LIBRARY_ENTRIES))
/**
 * The floors (docs/architecture.md, Layout). core/ is the ground floor: it imports nothing of ours. Each library
 * above it names the libraries below it that it may import. The top floors use them; src/ (the site) is one of them.
 */
const LIBRARIES = { schema: ["core"], "doc-examples": ["schema", "core"], hosting: ["core"], feedback: ["core"] }
const USERS = ["src", "gatsby", "sandbox", "mcp", "scripts", "e2e", "functions", "bench"]
const NOT_THE_BUILD = "gatsby/ is the build's: share code through core/, schema/, doc-examples/ or hosting/."
const CORE_STANDS_ALONE = "core/ is the ground floor: it imports nothing of ours (only packages)."
const NOT_THE_SITE = "src/ is the site, a top floor: share code through core/ or a library."
/** `import("…")` and `typeof import("…")` of a relative path into one of the folders, which no-restricted-imports misses. */
const dynamicImportsOf = (folders, message) => {
  const path = `/^\\.{1,2}\\/(.*\\/)?(${folders.join("|")})(\\/|$)/`
  return [
    { selector: `ImportExpression[source.value=${path}]`, message },
    { selector: `TSImportType[argument.literal.value=${path}]`, message },
  ]
}

/**
 * Jest has no forbidOnly (Playwright's config sets its own): a focused test (`it.only`, `fit`, …) left in a commit
 * would run alone and the rest of its file would pass unseen, and a skipped one (`it.skip`, `xit`, …) never runs.
 * This rule makes `npm run lint`, and so `npm test`, refuse both.
 */
const JEST_BLOCKS = new Set(["it", "test", "describe"])
const JEST_SHORTHANDS = {
  fit: "it.only",
  fdescribe: "describe.only",
  xit: "it.skip",
  xtest: "test.skip",
  xdescribe: "describe.skip",
}
const rootName = (node) =>
  node.type === "MemberExpression" ? rootName(node.object) : node.type === "Identifier" ? node.name : undefined
const declaredInFile = (scope, name) => {
  for (let at = scope; at; at = at.upper) if ((at.set.get(name)?.defs.length ?? 0) > 0) return true
  return false
}
const testsPlugin = {
  rules: {
    "no-focused-or-skipped": {
      meta: {
        type: "problem",
        schema: [],
        messages: {
          focused:
            "{{name}} runs this test alone and the rest of the file passes unseen: remove the focus before committing.",
          skipped: "{{name}} never runs this test: fix it or delete it (the house keeps no skipped tests).",
        },
      },
      create: (context) => {
        const report = (node, modifier, name) =>
          context.report({ node, messageId: modifier === "only" ? "focused" : "skipped", data: { name } })
        return {
          MemberExpression(node) {
            const modifier = !node.computed && node.property.type === "Identifier" ? node.property.name : undefined
            if (modifier !== "only" && modifier !== "skip") return
            const root = rootName(node.object)
            if (JEST_BLOCKS.has(root) && !declaredInFile(context.sourceCode.getScope(node), root)) {
              report(node, modifier, context.sourceCode.getText(node))
            }
          },
          CallExpression(node) {
            const name = node.callee.type === "Identifier" ? node.callee.name : undefined
            const longhand = Object.hasOwn(JEST_SHORTHANDS, name) ? JEST_SHORTHANDS[name] : undefined
            if (longhand && !declaredInFile(context.sourceCode.getScope(node), name)) {
              report(node.callee, longhand.endsWith(".only") ? "only" : "skip", `${name} (${longhand})`)
            }
          },
        }
      },
    },
  },
}

export default tseslint.config(
  {
    ignores: [
      "public/**",
      ".cache/**",
      "node_modules/**",
      "src/gatsby-types.d.ts",
      ".sandbox-data/**",
      "test-results/**",
      "playwright-report/**",
      "e2e/.artifacts/**",
      // The MCP function's bundle, built from mcp/ and functions/src.
      "functions/lib/**",
      // The Docusaurus site bench:docusaurus makes and builds.
      "bench/.docusaurus/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      // Type declarations for libraries (e.g. Apollo's DeclareDefaultOptions) are namespaces.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // Prettier wraps code at 120 columns but leaves long strings, template literals and comments alone.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    rules: { "max-len": ["error", { code: 160 }] },
  },
  // core/ imports nothing of ours: no import leaves it. A rule per depth, since the way out is written relative to the file.
  ...[1, 2, 3].map((depth) => ({
    files: [`core/${"*/".repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: [`${"../".repeat(depth)}*`, `${"../".repeat(depth)}**`], message: CORE_STANDS_ALONE },
            GRAPHQL_INTERNALS,
          ],
        },
      ],
      "no-restricted-syntax": ["error", ...dynamicImportsOf([...Object.keys(LIBRARIES), ...USERS], CORE_STANDS_ALONE)],
    },
  })),
  // The libraries import none of their users, and only the libraries below them. A rule per depth, since the way up
  // to the site's src/ is written relative to the file (a library's own src/ is its internals).
  ...Object.entries(LIBRARIES).flatMap(([library, below]) =>
    [1, 2, 3, 4].map((depth) => {
      const up = "../".repeat(depth)
      const users = USERS.filter((user) => user !== "src")
      const refused = [
        ...users,
        ...Object.keys(LIBRARIES).filter((other) => other !== library && !below.includes(other)),
      ]
      const message = `${library}/ is a library: it imports none of its users, and of the libraries only ${below.join(", ")}/.`
      return {
        files: [`${library}/${"*/".repeat(depth - 1)}*.{ts,tsx}`],
        rules: {
          "no-restricted-imports": [
            "error",
            {
              patterns: [
                { group: refused.flatMap((folder) => [`**/${folder}`, `**/${folder}/**`]), message },
                { group: [`${up}src`, `${up}src/**`], message: NOT_THE_SITE },
                ...internalsOf(Object.keys(LIBRARY_ENTRIES).filter((other) => other !== library)),
                GRAPHQL_INTERNALS,
              ],
            },
          ],
          "no-restricted-syntax": ["error", ...dynamicImportsOf(refused, message)],
        },
      }
    }),
  ),
  {
    // Everyone else uses the libraries through their entry points.
    files: ["**/*.{ts,tsx}"],
    ignores: ["core/**", ...Object.keys(LIBRARIES).map((library) => `${library}/**`)],
    rules: { "no-restricted-imports": ["error", { patterns: [...LIBRARY_INTERNALS, GRAPHQL_INTERNALS] }] },
  },
  {
    // The sandbox, the MCP server, the scripts and the benches run without the build: what they share with it is in a
    // library.
    files: ["sandbox/**/*.{ts,tsx}", "mcp/**/*.{ts,tsx}", "scripts/**/*.{ts,tsx}", "bench/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/gatsby", "**/gatsby/**"], message: NOT_THE_BUILD },
            ...LIBRARY_INTERNALS,
            GRAPHQL_INTERNALS,
          ],
        },
      ],
      "no-restricted-syntax": ["error", ...dynamicImportsOf(["gatsby"], NOT_THE_BUILD)],
    },
  },
  // The site is a top floor: the servers, the scripts, the benches and the function share code with it through core/ or
  // a library.
  ...[1, 2, 3, 4].map((depth) => ({
    files: ["sandbox", "mcp", "scripts", "bench", "functions"].map(
      (folder) => `${folder}/${"*/".repeat(depth - 1)}*.{ts,tsx}`,
    ),
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/gatsby", "**/gatsby/**"], message: NOT_THE_BUILD },
            { group: [`${"../".repeat(depth)}src`, `${"../".repeat(depth)}src/**`], message: NOT_THE_SITE },
            ...LIBRARY_INTERNALS,
            GRAPHQL_INTERNALS,
          ],
        },
      ],
    },
  })),
  {
    files: ["**/__mocks__/**", "**/*.test.{ts,tsx}", "jest.*.ts", "e2e/**", "scripts/**", "sandbox/**", "bench/**"],
    rules: { "@typescript-eslint/no-require-imports": "off", "no-console": "off" },
  },
  {
    files: ["**/*.test.{ts,tsx}"],
    plugins: { tests: testsPlugin },
    rules: { "tests/no-focused-or-skipped": "error" },
  },
  {
    // Playwright fixtures take an empty destructuring pattern by design.
    files: ["e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Scripts the browser tests serve to the page.
    files: ["e2e/support/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
)
