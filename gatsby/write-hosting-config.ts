import fs from "node:fs/promises"
import path from "node:path"
import { siteConfig } from "../core/site-config"
import { builtHtmlPages, routeOfHtmlFile } from "./check-links"
import { contentSecurityPolicy, inlineScripts, inlineScriptSpreadProblem } from "../hosting/content-security-policy"
import {
  BASE_CONFIG_FILE,
  DEPLOY_CONFIG_FILE,
  deployableConfig,
  parseFirebaseConfig,
  type FirebaseConfig,
} from "../hosting/config"

/** The inline scripts of every page of a built site, by route ("docs/intro/index.html" -> "/docs/intro/"); Gatsby's slice templates are not pages. */
async function inlineScriptsByPage(publicDir: string): Promise<Map<string, string[]>> {
  const scripts = new Map<string, string[]>()
  for (const file of await builtHtmlPages(publicDir))
    scripts.set(routeOfHtmlFile(file), inlineScripts(await fs.readFile(path.join(publicDir, file), "utf8")))
  return scripts
}

/** The Hosting configuration for a built site: firebase.json (in `rootDir`) plus the policy for its pages. */
export async function hostingConfigForBuild(
  publicDir: string,
  rootDir = process.cwd(),
): Promise<{ config: FirebaseConfig; pages: number; scripts: number }> {
  const scriptsByPage = await inlineScriptsByPage(publicDir)
  const problem = inlineScriptSpreadProblem(scriptsByPage)
  if (problem) throw new Error(problem)
  const scripts = [...scriptsByPage.values()].flat()
  const policy = contentSecurityPolicy(siteConfig, scripts)
  const base = parseFirebaseConfig(await fs.readFile(path.join(rootDir, BASE_CONFIG_FILE), "utf8"), BASE_CONFIG_FILE)
  return { config: deployableConfig(base, policy), pages: scriptsByPage.size, scripts: new Set(scripts).size }
}

/** Last step of every build: writes firebase.deploy.json, the configuration the emulator serves and `npm run deploy` deploys. */
export async function writeHostingConfig(publicDir: string): Promise<string> {
  const { config, pages, scripts } = await hostingConfigForBuild(publicDir)
  await fs.writeFile(DEPLOY_CONFIG_FILE, `${JSON.stringify(config, null, 2)}\n`)
  return (
    `Hosting configuration: ${DEPLOY_CONFIG_FILE} (firebase.json + a Content-Security-Policy allowing ` +
    `${scripts} inline script(s) of ${pages} HTML files, API ${siteConfig.apiUrl})`
  )
}
