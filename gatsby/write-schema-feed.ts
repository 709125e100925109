import fs from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { schemaFeed } from "./lib/schema-feed"
import { readSiteReference } from "./site-reference"
import { SCHEMA_FEED_PATH } from "../core/schema-lifecycle"
import { siteMetadata } from "../core/site-config"
import { errorMessage } from "../core/error-message"

async function feedText(): Promise<string> {
  const { changelog } = await readSiteReference()
  return schemaFeed({ siteUrl: siteMetadata.siteUrl, changelog, now: new Date() })
}

/** Writes the Atom feed of the schema's releases (gatsby/lib/schema-feed.ts) into the built site. */
export async function writeSchemaFeed(publicDir: string): Promise<string> {
  const file = path.join(publicDir, SCHEMA_FEED_PATH)
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, await feedText())
  return `Schema feed: ${SCHEMA_FEED_PATH}`
}

interface DevResponse {
  status: (code: number) => DevResponse
  type: (mime: string) => { send: (body: string) => void }
}

/** `gatsby develop` serves the feed at the address every page's head names. */
export function serveSchemaFeed(app: Parameters<NonNullable<GatsbyNode["onCreateDevServer"]>>[0]["app"]) {
  app.get(SCHEMA_FEED_PATH, (_request: unknown, response: DevResponse) => {
    feedText().then(
      (text) => response.type("application/atom+xml; charset=utf-8").send(text),
      (error: unknown) => response.status(500).type("text/plain").send(errorMessage(error)),
    )
  })
}
