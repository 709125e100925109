import fs from "node:fs/promises"
import path from "node:path"
import { schemaFeed } from "./lib/schema-feed"
import { readSiteReference } from "./schema-source"
import { SCHEMA_FEED_PATH } from "../src/lib/shared/schema-lifecycle"
import { siteMetadata } from "../src/lib/shared/site-config"

/** Writes the Atom feed of the schema's releases (gatsby/lib/schema-feed.ts) into the built site. */
export async function writeSchemaFeed(publicDir: string): Promise<string> {
  const { changelog } = await readSiteReference()
  const file = path.join(publicDir, SCHEMA_FEED_PATH)
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, schemaFeed({ siteUrl: siteMetadata.siteUrl, changelog, now: new Date() }))
  return `Schema feed: ${SCHEMA_FEED_PATH}`
}
