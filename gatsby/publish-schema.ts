import fs from "node:fs/promises"
import path from "node:path"
import { printSchema } from "graphql"
import type { GatsbyNode } from "gatsby"
import { SCHEMA_FILE_PATH } from "../core/site-config"
import { SCHEMA_SOURCE, readSiteSchema } from "../schema"
import { serveSchemaFeed } from "./write-schema-feed"

/** Copies the schema into the built site at SCHEMA_FILE_PATH (a foreign schema of the bench is printed as SDL). */
export async function publishSchema(publicDir: string): Promise<void> {
  const site = readSiteSchema()
  if (site.foreign) await fs.writeFile(path.join(publicDir, SCHEMA_FILE_PATH), printSchema(site.schema))
  else await fs.copyFile(path.resolve(SCHEMA_SOURCE), path.join(publicDir, SCHEMA_FILE_PATH))
}

/** `gatsby develop` serves the schema, and the changelog's feed, at the same addresses as the built site. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  serveSchemaFeed(app)
  app.get(
    SCHEMA_FILE_PATH,
    (_request: unknown, response: { type: (mime: string) => { sendFile: (file: string) => void } }) => {
      response.type("text/plain; charset=utf-8").sendFile(path.resolve(SCHEMA_SOURCE))
    },
  )
}
