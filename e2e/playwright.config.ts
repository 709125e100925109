import { defineConfig } from "@playwright/test"
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/lib/route-services"

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: [["list"]],
  outputDir: ".artifacts/test-results",
  use: {
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    // Recording a trace of every test cost 6-15% of the run (docs/benchmarks.md, "CI"), and CI cannot hand traces
    // back; E2E_TRACE=1 keeps one for each failing test.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    launchOptions: {
      // Debian's Chromium: a test tool's own browser download does not work here.
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
})
