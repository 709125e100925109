import type { FirebaseConfig } from "../../hosting/config"

/** The emulator's folder links the built site under this name. */
export const EMULATOR_PUBLIC_DIR = "public"

interface EmulatorPorts {
  hosting: number
  /** The Auth emulator; omitted when only Hosting runs. */
  auth?: number
  /** The Functions emulator (the MCP endpoint behind /mcp); omitted when it does not run. */
  functions?: number
  hub: number
  logging: number
}

/**
 * The configuration for one emulator run: the Hosting section exactly as
 * production deploys it, except that the site folder is the run's link to
 * the build; the functions as deployed, from `functionsDir` (relative to the
 * run's temporary folder, as the CLI reads it); the emulators
 * on loopback at the given ports, with no UI.
 */
export function emulatorConfig(
  deployable: FirebaseConfig,
  ports: EmulatorPorts,
  functionsDir: string | null = null,
): FirebaseConfig {
  const loopback = (port: number) => ({ host: "127.0.0.1", port })
  const { functions, ...rest } = deployable
  const withFunctions =
    ports.functions !== undefined && functionsDir !== null && Array.isArray(functions)
      ? { functions: functions.map((codebase: Record<string, unknown>) => ({ ...codebase, source: functionsDir })) }
      : {}
  return {
    ...rest,
    ...withFunctions,
    hosting: { ...deployable.hosting, public: EMULATOR_PUBLIC_DIR },
    emulators: {
      ...(ports.auth === undefined ? {} : { auth: loopback(ports.auth) }),
      ...(ports.functions === undefined ? {} : { functions: loopback(ports.functions) }),
      hosting: loopback(ports.hosting),
      hub: loopback(ports.hub),
      logging: loopback(ports.logging),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }
}

/**
 * Whether the emulators stopped because the port picked for their hub or logging was taken in the moment between
 * picking it (free then) and listening on it: then another pair of free ports is worth a try. `output` is what they
 * printed.
 */
export function helperPortTaken(output: string): boolean {
  return /Could not start (emulator hub|Logging Emulator), port taken/.test(output)
}
