import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"

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

/** Polls `url` until it answers 200, the process exits, or `timeoutMs` passes. */
async function waitUntilReady(name: string, url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exitCode: number | null | undefined
  child.once("exit", (code) => {
    exitCode = code
  })
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${name} stopped while starting (exit code ${exitCode}).\n${output()}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${name} was not ready at ${url} after ${Math.round(timeoutMs / 1000)} s.\n${output()}`)
}

interface StartOptions {
  name: string
  command: string
  args: string[]
  env: NodeJS.ProcessEnv
  cwd?: string
  readyUrl: string
  url: string
  timeoutMs: number
  /** Where each output line goes (npm start prints them, tests keep them for errors). */
  log?: (line: string) => void
}

/** Starts a process in its own process group, so stopping it also stops its children. */
async function startProcess(options: StartOptions): Promise<Service> {
  const child = spawn(options.command, options.args, { cwd: options.cwd ?? ROOT, env: options.env, detached: true, stdio: ["ignore", "pipe", "pipe"] })
  const lines: string[] = []
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split(/\r?\n/)) {
      if (!line.trim()) continue
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
    const killed = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000))])
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
    await waitUntilReady(options.name, options.readyUrl, child, () => lines.join("\n"), options.timeoutMs)
  } catch (error) {
    await stop()
    throw error
  }
  return { name: options.name, url: options.url, exited, stop }
}

export interface EmulatorOptions {
  port: number
  projectId: string
  /** Ports for the emulator hub and logging; by default free ones. */
  hubPort?: number
  loggingPort?: number
  log?: (line: string) => void
}

/**
 * The Firebase Auth emulator (offline, no Java), with its own config and temp
 * folder, so it can run beside another emulator (npm start during npm test).
 */
export async function startAuthEmulator(options: EmulatorOptions): Promise<Service> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zfv-auth-emulator-"))
  // firebase.json is the project's emulator config; only the ports change here.
  const base = JSON.parse(fs.readFileSync(path.join(ROOT, "firebase.json"), "utf8")) as { emulators: Record<string, object> }
  const config = {
    ...base,
    emulators: {
      ...base.emulators,
      auth: { ...base.emulators.auth, host: "127.0.0.1", port: options.port },
      hub: { host: "127.0.0.1", port: options.hubPort ?? (await freePort()) },
      logging: { host: "127.0.0.1", port: options.loggingPort ?? (await freePort()) },
    },
  }
  fs.writeFileSync(path.join(dir, "firebase.json"), JSON.stringify(config, null, 2))
  const service = await startProcess({
    name: "Identity emulator",
    command: FIREBASE_BIN,
    args: ["emulators:start", "--only", "auth", "--project", options.projectId, "--config", path.join(dir, "firebase.json")],
    cwd: dir,
    env: { ...process.env, TMPDIR: dir, FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
    readyUrl: `http://127.0.0.1:${options.port}/`,
    url: `http://127.0.0.1:${options.port}/`,
    timeoutMs: 90_000,
    log: options.log,
  })
  return {
    ...service,
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
    },
    readyUrl: `http://127.0.0.1:${options.port}/health`,
    url: `http://127.0.0.1:${options.port}/graphql`,
    timeoutMs: 120_000,
    log: options.log,
  })
}
