import type { FirebaseConfig } from "../../gatsby/lib/hosting-config"

/** The emulator's folder links the built site under this name. */
export const EMULATOR_PUBLIC_DIR = "public"

export interface EmulatorPorts {
  hosting: number
  /** The Auth emulator; omitted when only Hosting runs. */
  auth?: number
  hub: number
  logging: number
}

/**
 * The configuration for one emulator run: the Hosting section exactly as
 * production deploys it, except that the site folder is the run's link to
 * the build; the emulators on loopback at the given ports, with no UI.
 */
export function emulatorConfig(deployable: FirebaseConfig, ports: EmulatorPorts): FirebaseConfig {
  const loopback = (port: number) => ({ host: "127.0.0.1", port })
  return {
    ...deployable,
    hosting: { ...deployable.hosting, public: EMULATOR_PUBLIC_DIR },
    emulators: {
      ...(ports.auth === undefined ? {} : { auth: loopback(ports.auth) }),
      hosting: loopback(ports.hosting),
      hub: loopback(ports.hub),
      logging: loopback(ports.logging),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }
}
