import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { DEPLOY_CONFIG_FILE, parseFirebaseConfig, policyOf } from "../hosting/config"
import { buildSite } from "./lib/build-site"
import {
  deployPlan,
  deployedPolicyProblems,
  functionEnvFile,
  functionEnvFor,
  functionEnvProblems,
  REQUIRED_BUILD_VARIABLES,
} from "./lib/deploy-plan"
import { FUNCTIONS_DIR } from "./lib/build-function"
import { FUNCTION_OPTIONS } from "../functions/src/options"
import { ROOT } from "./harness/services"
import { errorMessage } from "../core/error-message"

/**
 * npm run deploy: a clean production build, then `firebase deploy --only
 * hosting,functions` with the configuration that build wrote (firebase.json +
 * its Content-Security-Policy) and the functions (MCP, feedback), configured
 * by functions/.env.<project> with this build's site and API and the
 * deploy's DATABASE_URL. Credentials come from the environment (docs/architecture.md,
 * "Deploying"); nothing here stores or asks for them.
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: "inherit" })
    child.once("error", reject)
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args[0]} failed (exit code ${code})`)),
    )
  })
}

function commitMessage(): string {
  try {
    return `zfv-api-docs ${execFileSync("git", ["describe", "--always", "--dirty"], { cwd: ROOT, encoding: "utf8" }).trim()}`
  } catch {
    return "zfv-api-docs"
  }
}

async function main() {
  const { plan, problems } = deployPlan(process.env)
  if (!plan) {
    throw new Error(
      `Cannot deploy:\n${problems.map((problem) => `  - ${problem}`).join("\n")}\n` +
        `Set ${REQUIRED_BUILD_VARIABLES.join(", ")} (README, "Configuration for production").`,
    )
  }
  // From scratch, so public/ holds this build only, not chunks left over from local builds.
  await run(process.execPath, [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "clean"], {
    ...plan.buildEnv,
    GATSBY_TELEMETRY_DISABLED: "1",
  })
  await buildSite(plan.buildEnv).done
  const config = parseFirebaseConfig(fs.readFileSync(path.join(ROOT, DEPLOY_CONFIG_FILE), "utf8"), DEPLOY_CONFIG_FILE)
  const policyProblems = deployedPolicyProblems(policyOf(config), plan.buildEnv)
  if (policyProblems.length > 0)
    throw new Error(`The build's Hosting configuration is not for production: ${policyProblems.join("; ")}`)
  // The function's environment: firebase deploy reads functions/.env.<project> (git ignores it).
  const envFile = path.join(ROOT, FUNCTIONS_DIR, `.env.${plan.projectId}`)
  fs.writeFileSync(envFile, functionEnvFile(functionEnvFor(plan.buildEnv)))
  const functionProblems = functionEnvProblems(fs.readFileSync(envFile, "utf8"), plan.buildEnv)
  if (functionProblems.length > 0)
    throw new Error(`The functions' configuration is not for production: ${functionProblems.join("; ")}`)
  console.info(
    `Deploying public/ to Firebase Hosting of ${plan.projectId} with ${DEPLOY_CONFIG_FILE}, and the MCP and ` +
      `feedback functions to ${FUNCTION_OPTIONS.region} (${path.relative(ROOT, envFile)}).`,
  )
  await run(
    path.join(ROOT, "node_modules", ".bin", "firebase"),
    [
      "deploy",
      "--only",
      "hosting,functions",
      "--project",
      plan.projectId,
      "--config",
      DEPLOY_CONFIG_FILE,
      "--message",
      commitMessage(),
      "--non-interactive",
    ],
    { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
  )
}

main().catch((error: unknown) => {
  console.error(errorMessage(error))
  process.exitCode = 1
})
