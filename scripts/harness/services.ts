import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { DEPLOY_CONFIG_FILE, parseFirebaseConfig, type FirebaseConfig } from "../../hosting/config"
import { EMULATOR_PUBLIC_DIR, emulatorConfig, helperPortTaken } from "../lib/emulator-config"
import { FUNCTION_BUNDLE, FUNCTIONS_DIR } from "../lib/build-function"
import { MCP_PATH } from "../../core/mcp-connect"
import { SANDBOX_SCHEMA_VARIABLE } from "../../sandbox/src/config"

/** A child process started by npm start or the browser-test harness. */
export interface Service {
  name: string
  url: string
  /** Resolves when the process ends, with its exit code (null when killed by a signal). */
  exited: Promise<number | null>
  stop: () => Promise<void>
}

export const ROOT = path.resolve(__dirname, "../..")
const FIREBASE_BIN = path.join(ROOT, "node_modules", ".bin", "firebase")

/** A port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Whether something already listens on host:port. */
export async function portInUse(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host)
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })
}

/**
 * A readiness check: a URL that answers 200 to GET, one that answers `status` to `method`, or a line the
 * process prints.
 */
type ReadyProbe = string | { url: string; method: string; status: number } | { line: RegExp }

/** Polls each probe until it answers as expected, the process exits, or `timeoutMs` passes. */
async function waitUntilReady(
  name: string,
  urls: readonly ReadyProbe[],
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
  printed: (line: RegExp) => boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exitCode: number | null | undefined
  child.once("exit", (code) => {
    exitCode = code
  })
  const waiting = new Set(urls)
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${name} stopped while starting (exit code ${exitCode}).\n${output()}`)
    for (const probe of waiting) {
      if (typeof probe !== "string" && "line" in probe) {
        if (printed(probe.line)) waiting.delete(probe)
        continue
      }
      const { url, method, status } = typeof probe === "string" ? { url: probe, method: "GET", status: 200 } : probe
      try {
        const response = await fetch(url, { method, signal: AbortSignal.timeout(5_000) })
        if (response.status === status) waiting.delete(probe)
      } catch {
        // not listening yet
      }
    }
    if (waiting.size === 0) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const names = [...waiting].map((probe) =>
    typeof probe === "string" ? probe : "line" in probe ? `a line like ${probe.line}` : `${probe.method} ${probe.url}`,
  )
  throw new Error(
    `${name} was not ready at ${names.join(" and ")} after ${Math.round(timeoutMs / 1000)} s.\n${output()}`,
  )
}

interface StartOptions {
  name: string
  command: string
  args: string[]
  env: NodeJS.ProcessEnv
  cwd?: string
  readyUrls: ReadyProbe[]
  url: string
  timeoutMs: number
  /** Where each output line goes (npm start prints them, tests keep them for errors). */
  log?: (line: string) => void
}

/** Starts a process in its own process group, so stopping it also stops its children. */
async function startProcess(options: StartOptions): Promise<Service> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd ?? ROOT,
    env: options.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  })
  const lines: string[] = []
  const linePatterns = options.readyUrls.flatMap((probe) =>
    typeof probe !== "string" && "line" in probe ? [probe.line] : [],
  )
  const printedPatterns = new Set<RegExp>()
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split(/\r?\n/)) {
      if (!line.trim()) continue
      for (const pattern of linePatterns) if (pattern.test(line)) printedPatterns.add(pattern)
      lines.push(line)
      if (lines.length > 60) lines.shift()
      options.log?.(line)
    }
  }
  child.stdout?.on("data", onData)
  child.stderr?.on("data", onData)
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-(child.pid as number), "SIGTERM")
    } catch {
      return
    }
    const killed = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ])
    if (!killed) {
      try {
        process.kill(-(child.pid as number), "SIGKILL")
      } catch {
        // already gone
      }
      await exited
    }
  }
  try {
    await waitUntilReady(
      options.name,
      options.readyUrls,
      child,
      () => lines.join("\n"),
      options.timeoutMs,
      (pattern) => printedPatterns.has(pattern),
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { name: options.name, url: options.url, exited, stop }
}

/** The emulators print a banner, tips and a line per request; only these lines are worth showing a person. */
export function isEmulatorProblem(line: string): boolean {
  return /⚠|error/i.test(line) && !/Unable to fetch the CLI MOTD|Emulator UI is not starting/.test(line)
}

/** What the Functions emulator prints once it has loaded an HTTP function and routes requests to it. */
const FUNCTION_LOADED = /functions\[[^\]]+\]: http function initialized/

interface EmulatorOptions {
  projectId: string
  /**
   * The built site the Hosting emulator serves: its folder, the port, and the
   * Hosting configuration (by default the one the build wrote, firebase.deploy.json).
   */
  hosting: { publicDir: string; port: number; config?: FirebaseConfig }
  /** The Auth emulator's port; without it only the Hosting emulator runs. */
  authPort?: number
  /**
   * The Functions emulator, serving the MCP endpoint at the site's /mcp through Hosting's rewrite: its port and
   * the function's configuration (DOCS_URL, API_URL), which reaches the function as its environment.
   */
  functions?: {
    port: number
    env: Record<string, string>
    /**
     * Whether the readiness check calls the function, so it is warm when this resolves (the browser tests), or only
     * waits until the emulator has loaded it, so the first request pays the cold start (npm start; default false).
     */
    warm?: boolean
  }
  log?: (line: string) => void
}

export interface Emulators extends Service {
  /** The site, e.g. http://127.0.0.1:9000/ */
  siteUrl: string
  /** The Auth emulator, e.g. http://127.0.0.1:9099 (null without it). */
  authUrl: string | null
  /** The MCP endpoint through Hosting, e.g. http://127.0.0.1:9000/mcp (null without the Functions emulator). */
  mcpUrl: string | null
}

/**
 * Starts the emulators (`start`) after `writeConfig` picked their hub's and logging's ports; again, with new ones, when
 * another process took one first (at most three tries). `cleanUp` runs when it gives up.
 */
async function withFreshHelperPorts(
  writeConfig: () => Promise<void>,
  start: () => Promise<Service>,
  cleanUp: () => void,
) {
  for (let attempt = 1; ; attempt += 1) {
    await writeConfig()
    try {
      return await start()
    } catch (error) {
      if (attempt === 3 || !helperPortTaken(String(error))) {
        cleanUp()
        throw error
      }
    }
  }
}

/** The Hosting configuration the last build wrote (firebase.deploy.json). */
export function builtHostingConfig(): FirebaseConfig {
  const file = path.join(ROOT, DEPLOY_CONFIG_FILE)
  if (!fs.existsSync(file))
    throw new Error(`${DEPLOY_CONFIG_FILE} is missing: every build writes it; run "npm run build" first`)
  return parseFirebaseConfig(fs.readFileSync(file, "utf8"), DEPLOY_CONFIG_FILE)
}

/**
 * The Firebase emulators in one process: Hosting, serving a built site with
 * the Hosting configuration production deploys, and (with authPort) Auth.
 * Each run gets its own config and temp folder, where only the ports and the
 * site folder differ from what production deploys, so runs can sit side by
 * side (npm start during npm test).
 */
export async function startEmulators(options: EmulatorOptions): Promise<Emulators> {
  const { publicDir, port } = options.hosting
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`${publicDir} holds no built site; run "npm run build" first`)
  const hostingConfig = options.hosting.config ?? builtHostingConfig()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-emulators-"))
  fs.symlinkSync(path.resolve(publicDir), path.join(dir, EMULATOR_PUBLIC_DIR), "dir")
  const functions = options.functions
  if (functions && !fs.existsSync(path.join(ROOT, FUNCTION_BUNDLE)))
    throw new Error(`${FUNCTION_BUNDLE} is missing: every build writes it; run "npm run build" first`)
  // The hub's and logging's ports are free ones, picked anew when another process took one before the emulators
  // listened on it (a test running beside, an outgoing connection).
  const writeConfig = async () => {
    const config = emulatorConfig(
      hostingConfig,
      {
        hosting: port,
        auth: options.authPort,
        functions: functions?.port,
        hub: await freePort(),
        logging: await freePort(),
      },
      // Relative to the run's folder: the CLI joins the source to the config's folder.
      path.relative(dir, path.join(ROOT, FUNCTIONS_DIR)),
    )
    fs.writeFileSync(path.join(dir, "firebase.json"), JSON.stringify(config, null, 2))
  }
  const only = [options.authPort === undefined ? "" : "auth", functions ? "functions" : "", "hosting"]
    .filter(Boolean)
    .join(",")
  const siteUrl = `http://127.0.0.1:${port}/`
  const authUrl = options.authPort === undefined ? null : `http://127.0.0.1:${options.authPort}`
  const mcpUrl = functions ? `http://127.0.0.1:${port}${MCP_PATH}` : null
  const start = () =>
    startProcess({
      name: `Firebase emulators (${only})`,
      command: FIREBASE_BIN,
      args: [
        "emulators:start",
        "--only",
        only,
        "--project",
        options.projectId,
        "--config",
        path.join(dir, "firebase.json"),
      ],
      cwd: dir,
      // NODE_ENV=production as on Cloud Run: the function's platform then answers a request it cannot parse
      // without a stack trace (docs/decisions.md, "The hosted MCP endpoint").
      env: {
        ...process.env,
        ...functions?.env,
        ...(functions ? { NODE_ENV: "production" } : {}),
        TMPDIR: dir,
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
      },
      // The function is ready when the emulator has loaded it; warmed, the probe goes through Hosting's rewrite to it.
      readyUrls: [
        siteUrl,
        ...(authUrl ? [`${authUrl}/`] : []),
        ...(mcpUrl ? [{ line: FUNCTION_LOADED }] : []),
        ...(mcpUrl && functions?.warm ? [{ url: mcpUrl, method: "OPTIONS", status: 204 }] : []),
      ],
      url: siteUrl,
      timeoutMs: 90_000,
      log: options.log,
    })
  const service = await withFreshHelperPorts(writeConfig, start, () => fs.rmSync(dir, { recursive: true, force: true }))
  return {
    ...service,
    siteUrl,
    authUrl,
    mcpUrl,
    stop: async () => {
      await service.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface SandboxOptions {
  port: number
  /** host:port of the Auth emulator the sandbox trusts. */
  authEmulatorHost: string
  projectId: string
  corsOrigins: string[]
  demoApiKey: string
  /** PGlite data folder; a throwaway one for tests. */
  dataDir?: string
  /** Another schema than content/schema.graphql (SANDBOX_SCHEMA): SDL or an introspection result. */
  schemaFile?: string
  log?: (line: string) => void
}

/** The sandbox GraphQL API (sandbox/src/main.ts) in its own process. */
export async function startSandboxApi(options: SandboxOptions): Promise<Service> {
  return startProcess({
    name: "Sandbox API",
    command: process.execPath,
    args: ["--import", "tsx", "sandbox/src/main.ts"],
    env: {
      ...process.env,
      SANDBOX_HOST: "127.0.0.1",
      SANDBOX_PORT: String(options.port),
      FIREBASE_AUTH_EMULATOR_HOST: options.authEmulatorHost,
      FIREBASE_PROJECT_ID: options.projectId,
      SANDBOX_CORS_ORIGINS: options.corsOrigins.join(","),
      SANDBOX_DEMO_API_KEY: options.demoApiKey,
      ...(options.dataDir ? { SANDBOX_DATA_DIR: options.dataDir } : {}),
      ...(options.schemaFile ? { [SANDBOX_SCHEMA_VARIABLE]: options.schemaFile } : {}),
    },
    readyUrls: [`http://127.0.0.1:${options.port}/health`],
    url: `http://127.0.0.1:${options.port}/graphql`,
    timeoutMs: 120_000,
    log: options.log,
  })
}
