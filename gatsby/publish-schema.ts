import fs from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

/** The one schema file: the sandbox serves it, the docs render it, the site publishes it. */
export const SCHEMA_SOURCE = "content/schema.graphql"
export const SCHEMA_ROUTE = "/schema.graphql"

/** Copies the schema into the built site at /schema.graphql. */
export async function publishSchema(publicDir: string): Promise<void> {
  await fs.copyFile(path.resolve(SCHEMA_SOURCE), path.join(publicDir, "schema.graphql"))
}

/** `gatsby develop` serves the schema at the same address as the built site. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(SCHEMA_ROUTE, (_request: unknown, response: { type: (mime: string) => { sendFile: (file: string) => void } }) => {
    response.type("text/plain; charset=utf-8").sendFile(path.resolve(SCHEMA_SOURCE))
  })
}
