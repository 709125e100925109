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
      // Prettier wraps code at 120 columns but leaves long strings and comments alone.
      "max-len": ["error", { code: 160 }],
    },
  },
  // The schema library imports none of its users (docs/architecture.md, Layout); of src/, only the pure src/lib/shared.
  ...[
    ["schema/*.ts", "../"],
    ["schema/*/**/*.ts", "../../"],
  ].map(([files, up]) => ({
    files: [files],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/gatsby/**", "**/sandbox/**", "**/mcp/**", "**/scripts/**", "**/e2e/**", "**/functions/**"],
              message: "schema/ is imported by gatsby/, sandbox/, mcp/ and scripts/, and imports none of them.",
            },
            {
              group: [`${up}src/*`, `!${up}src/lib`, `${up}src/lib/*`, `!${up}src/lib/shared`],
              message: "Of src/, schema/ may use only the pure modules of src/lib/shared.",
            },
            GRAPHQL_INTERNALS,
          ],
        },
      ],
    },
  })),
  {
    // Everyone else uses the schema library through its entry points: schema, schema/reference, schema/changes.
    files: ["**/*.{ts,tsx}"],
    ignores: ["schema/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/schema/src", "**/schema/src/**"],
              message: "schema/src/ is internal: import schema, schema/reference or schema/changes.",
            },
            GRAPHQL_INTERNALS,
          ],
        },
      ],
    },
  },
  {
    files: ["**/__mocks__/**", "**/*.test.{ts,tsx}", "jest.*.ts", "e2e/**", "scripts/**", "sandbox/**", "bench/**"],
    rules: { "@typescript-eslint/no-require-imports": "off", "no-console": "off" },
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
