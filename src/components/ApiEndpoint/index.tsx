import { siteConfig } from "../../../core/site-config"

/** The API's endpoint as this build is configured (GATSBY_API_URL), for the docs' text. */
export function ApiEndpoint() {
  return <code>{siteConfig.apiUrl}</code>
}
