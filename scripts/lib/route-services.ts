import { siteConfig } from "../../core/site-config"

/** The part of a Playwright BrowserContext this needs (playwright-core and @playwright/test alike). */
interface Routable {
  route(
    url: string,
    handler: (route: { request(): { url(): string }; continue(options: { url: string }): Promise<void> }) => unknown,
  ): Promise<unknown>
}

/**
 * A build points at the addresses in core/site-config.ts (by default the
 * local sandbox on :4000 and the emulator on :9099). Like a hosts file, these
 * routes send that traffic to services started on other ports instead.
 */
export async function routeSiteServices(context: Routable, targets: { apiUrl: string; authEmulatorUrl: string }) {
  const rewrite = (from: string, to: string) => {
    const fromOrigin = new URL(from).origin
    const toOrigin = new URL(to).origin
    return context.route(`${fromOrigin}/**`, (route) =>
      route.continue({ url: toOrigin + route.request().url().slice(fromOrigin.length) }),
    )
  }
  await rewrite(siteConfig.apiUrl, targets.apiUrl)
  if (siteConfig.authEmulatorUrl) await rewrite(siteConfig.authEmulatorUrl, targets.authEmulatorUrl)
}

/** Chromium flags that work on this kind of machine (no sandbox, no background networking). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
export const chromiumPath = () => process.env.CHROMIUM || "/usr/bin/chromium"
