/** @jest-config-loader esbuild-register */
import type { Config } from "jest"

// ts-jest compiles our TypeScript and the few ESM-only packages we import (allowJs in tsconfig.jest.json).
const tsJest: Config["transform"] = {
  "^.+\\.[jt]sx?$": ["ts-jest", { tsconfig: "tsconfig.jest.json" }],
  "^.+\\.graphql$": "<rootDir>/jest.raw-transform.js",
}
// The node project compiles with module node16, which keeps `await import()` as is, so build-time code loads
// ESM-only packages (shiki, the MDX parser) natively; the dom project keeps CommonJS for its lazy imports.
const tsJestNode: Config["transform"] = {
  ...tsJest,
  "^.+\\.[jt]sx?$": ["ts-jest", { tsconfig: "tsconfig.jest.node.json" }],
}
const esmPackages = ["@mdx-js"]
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join("|")})/)`]

/** Not sources: installed packages, build output and caches. */
const testPathIgnorePatterns = ["/node_modules/", "<rootDir>/public/", "<rootDir>/.cache/"]
/** Suites that test the built site (public/): `npm test` runs them after the build (test:site), not with the unit tests. */
const BUILT_SITE_SUITES = "\\.site\\.test\\.ts$"

/** The built-site suites, alone: `npm run test:site` (ZFV_TEST_SITE=1) runs them after the build. */
const siteProject: NonNullable<Config["projects"]>[number] = {
  displayName: "site",
  testEnvironment: "node",
  transform: tsJestNode,
  testMatch: ["<rootDir>/**/__tests__/**/*.site.test.ts"],
  testPathIgnorePatterns,
  restoreMocks: true,
}

const config: Config = {
  // Jest leaves one core free by default, which on a 2-core machine runs the suites one at a time (see benchmarks.md, CI).
  maxWorkers: "100%",
  projects:
    process.env.ZFV_TEST_SITE === "1"
      ? [siteProject]
      : [
          {
            displayName: "node",
            testEnvironment: "node",
            transform: tsJestNode,
            // Every __tests__ folder, wherever it is: a test in a new folder runs without a change here.
            testMatch: ["<rootDir>/**/__tests__/**/*.test.ts"],
            testPathIgnorePatterns: [...testPathIgnorePatterns, BUILT_SITE_SUITES],
            restoreMocks: true,
          },
          {
            displayName: "dom",
            testEnvironment: "jsdom",
            transform: tsJest,
            testMatch: ["<rootDir>/**/__tests__/**/*.test.tsx"],
            testPathIgnorePatterns,
            restoreMocks: true,
            transformIgnorePatterns,
            moduleNameMapper: {
              // Gatsby aliases @reach/router to its fork in webpack; Jest needs the same.
              "^@reach/router$": "@gatsbyjs/reach-router",
              "\\.module\\.css$": "<rootDir>/__mocks__/css-module.ts",
              "\\.css$": "<rootDir>/__mocks__/css-file.ts",
            },
            setupFilesAfterEnv: ["<rootDir>/jest.setup-dom.ts"],
            globals: { __PATH_PREFIX__: "" },
          },
        ],
}

export default config
