import { spawn } from "node:child_process"

/** What a command printed, and how it exited. */
export interface ScriptRun {
  status: number | null
  stdout: string
  stderr: string
}

/**
 * Runs `node --import tsx <script> ...args`, as npm runs the project's commands, with this process's environment
 * less the variables in `without`, plus `env`. Not spawnSync: a test often serves the command's API or database
 * from its own process, whose event loop must keep running meanwhile.
 */
export function runScript(
  script: string,
  args: readonly string[],
  options: { env?: Record<string, string>; without?: readonly string[] } = {},
): Promise<ScriptRun> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !(options.without ?? []).includes(name)),
  )
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...inherited, ...options.env },
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")))
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")))
    child.once("error", reject)
    child.once("exit", (status) => resolve({ status, stdout, stderr }))
  })
}
