import { execFileSync } from "node:child_process"
import fs from "node:fs"

// The browser tests drive Debian's Chromium; install it when missing and we may.
const chromium = process.env.CHROMIUM || "/usr/bin/chromium"

if (!fs.existsSync(chromium)) {
  if (process.env.CHROMIUM) {
    console.error(`CHROMIUM is set to ${chromium}, which does not exist.`)
    process.exit(1)
  }
  if (process.getuid?.() !== 0) {
    console.error(
      "Chromium is missing at /usr/bin/chromium. Install it with:\n  sudo apt-get install -y chromium\nor set CHROMIUM=/path/to/chromium.",
    )
    process.exit(1)
  }
  console.info("Chromium is missing; installing Debian's chromium package (apt-get)...")
  try {
    execFileSync("apt-get", ["update"], { stdio: "inherit" })
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    })
  } catch {
    console.error(
      "Installing chromium with apt-get failed; install it by hand (apt-get install -y chromium) and run the tests again.",
    )
    process.exit(1)
  }
}
