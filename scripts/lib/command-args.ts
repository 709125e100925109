import { parseArgs } from "node:util"

/** A command's options: flags (`--fail-on-breaking`) and options with a value (`--from URL`). */
interface CommandOptions {
  flags: readonly string[]
  values: readonly string[]
  /** How to use them, for the message about an argument the command does not know: "use --from URL and …". */
  usage: string
}

/**
 * The command's arguments, read by Node's own `util.parseArgs` (`--name value` and `--name=value`). Throws with a
 * one-line message for anything it does not know and for an option without its value, naming the option.
 */
export function parseCommandArgs(
  argv: readonly string[],
  options: CommandOptions,
  missingValue: (name: string) => string,
): { flags: Set<string>; values: Map<string, string> } {
  try {
    const parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: Object.fromEntries([
        ...options.flags.map((name) => [name, { type: "boolean" as const }]),
        ...options.values.map((name) => [name, { type: "string" as const }]),
      ]),
    })
    const read = parsed.values as Record<string, string | boolean | undefined>
    const flags = new Set(options.flags.filter((name) => read[name] === true))
    const values = new Map<string, string>()
    for (const name of options.values) {
      const value = read[name]
      if (typeof value === "string") values.set(name, value)
    }
    return { flags, values }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
      // parseArgs names the option without its value ("Option '--docs <value>' argument missing").
      const named = /Option '--([^ ']+)/.exec((error as Error).message)?.[1]
      const name =
        options.values.find((option) => option === named) ??
        options.values.find((option) => argv.includes(`--${option}`)) ??
        options.values[0]
      throw new Error(missingValue(name))
    }
    const known = new Set([...options.flags, ...options.values].map((name) => `--${name}`))
    const unknown = argv.find((arg) => !known.has(arg.split("=")[0])) ?? argv[0]
    throw new Error(`unknown argument "${unknown}" (${options.usage})`)
  }
}
