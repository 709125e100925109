import fs from "node:fs/promises"
import path from "node:path"
import { printSchema } from "graphql"
import type { GatsbyNode } from "gatsby"
import { SCHEMA_SOURCE, readSiteSchema } from "./schema-source"

export const SCHEMA_ROUTE = "/schema.graphql"

/** Copies the schema into the built site at /schema.graphql (a foreign schema of the bench is printed as SDL). */
export async function publishSchema(publicDir: string): Promise<void> {
  const site = readSiteSchema()
  if (site.foreign) await fs.writeFile(path.join(publicDir, "schema.graphql"), printSchema(site.schema))
  else await fs.copyFile(path.resolve(SCHEMA_SOURCE), path.join(publicDir, "schema.graphql"))
}

/** `gatsby develop` serves the schema at the same address as the built site. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(SCHEMA_ROUTE, (_request: unknown, response: { type: (mime: string) => { sendFile: (file: string) => void } }) => {
    response.type("text/plain; charset=utf-8").sendFile(path.resolve(SCHEMA_SOURCE))
  })
}
