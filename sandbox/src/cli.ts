import fs from "node:fs"
import path from "node:path"
import { createApiClient, revokeApiClient } from "./api-keys"
import { loadSandboxConfig, type SandboxConfig } from "./config"
import type { Database } from "./db"
import { PERMISSIONS, grantPermission, revokePermission, type Permission } from "./users"
import { openSandboxDatabase } from "./yoga"
import { errorMessage } from "../../core/error-message"

const USAGE = `Usage: npm run sandbox -- <command>

  create-key <name>                  create an API client and print its key (shown once)
  revoke-key <client id>             revoke a client's key
  list-keys                          list API clients
  grant <email or user id> <permission>    grant ${PERMISSIONS.join(" or ")}
  revoke <email or user id> <permission>   take a permission away`

const isPermission = (value: string | undefined): value is Permission => PERMISSIONS.includes(value as Permission)

/** Runs one CLI command against `db`; returns the exit code. */
export async function runCli(args: readonly string[], db: Database, out: (line: string) => void): Promise<number> {
  const [command, ...rest] = args
  switch (command) {
    case "create-key": {
      const name = rest.join(" ").trim()
      if (!name) break
      const client = await createApiClient(db, name)
      out(`Created API client ${client.id} (${client.name}).`)
      out(`API key (shown once, only its hash is stored): ${client.key}`)
      return 0
    }
    case "revoke-key": {
      if (!rest[0]) break
      if (await revokeApiClient(db, rest[0])) {
        out(`Revoked the key of ${rest[0]}.`)
        return 0
      }
      out(`No active API client with id ${rest[0]}; see list-keys.`)
      return 1
    }
    case "list-keys": {
      const rows = await db.query<{
        id: string
        name: string
        created_at: Date | string
        revoked_at: Date | string | null
      }>("SELECT id, name, created_at, revoked_at FROM api_clients ORDER BY created_at, id")
      for (const row of rows) out(`${row.id}\t${row.name}\t${row.revoked_at ? "revoked" : "active"}`)
      return 0
    }
    case "grant":
    case "revoke": {
      const [who, permission] = rest
      if (!who || !isPermission(permission)) break
      const user =
        command === "grant" ? await grantPermission(db, who, permission) : await revokePermission(db, who, permission)
      if (!user) {
        out(`No user with email or id "${who}". The user must sign in on the site and create their profile first.`)
        return 1
      }
      out(
        `${command === "grant" ? "Granted" : "Revoked"} ${permission} ${command === "grant" ? "to" : "from"} ${user.email}.`,
      )
      return 0
    }
  }
  out(USAGE)
  return 2
}

/** PGlite keeps its data in one folder that only one process may open. */
export function pidFile(config: SandboxConfig): string {
  return path.join(path.dirname(config.dataDir), "sandbox.pid")
}

function runningSandboxPid(config: SandboxConfig): number | null {
  try {
    const pid = Number(fs.readFileSync(pidFile(config), "utf8"))
    process.kill(pid, 0)
    return pid
  } catch {
    return null
  }
}

async function main() {
  const config = loadSandboxConfig()
  const args = process.argv.slice(2)
  if (args.length === 0 || args[0] === "help" || args[0] === "--help") {
    console.info(USAGE)
    return
  }
  const running = config.databaseUrl ? null : runningSandboxPid(config)
  if (running) {
    console.error(
      `The sandbox (process ${running}) has the embedded database open. Stop npm start first, then run this command again.`,
    )
    process.exitCode = 1
    return
  }
  // The CLI leaves the demo key as npm start set it.
  const db = await openSandboxDatabase(config, () => {}, { setDemoKey: false })
  try {
    process.exitCode = await runCli(args, db, (line) => console.info(line))
  } finally {
    await db.close()
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(errorMessage(error))
    process.exitCode = 1
  })
}
