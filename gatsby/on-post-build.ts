import fs from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { publishSchema } from "./publish-schema"
import { externalizeChunkMappings } from "./externalize-chunk-mapping"
import { stalePagesProblem } from "./check-stale-pages"
import { checkSiteLinks, type SitePages } from "./check-links"
import { buildSearchIndex } from "./build-search-index"
import { writeHostingConfig } from "./write-hosting-config"
import { writeMarkdownCopies } from "./write-markdown-copies"
import { writeSchemaFeed } from "./write-schema-feed"
import { pruneTypeScriptSamples } from "./prune-typescript-samples"
import { DEPLOY_CONFIG_FILE } from "../hosting/config"
import { unreadMediaProblem } from "./check-built-stylesheets"
import { errorMessage } from "../core/error-message"

/**
 * What every `gatsby build` does after the pages are written, in order:
 * move Gatsby's inline chunk map into a cached file, check that every page
 * loads this build's stylesheet and scripts, publish the schema file and its changelog's Atom feed, write the Markdown copies with /llms.txt and
 * /llms-full.txt, check the links (of the pages and of those files), build
 * the search index, write the Hosting configuration with the
 * Content-Security-Policy for the built pages (firebase.deploy.json). Every
 * build (npm start, npm run build, npm test) goes through here, so what
 * `npm start` serves is what the tests test.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.resolve("public")
  // A build that stops before the last step must not leave the previous build's configuration behind.
  await fs.rm(DEPLOY_CONFIG_FILE, { force: true })
  reporter.info(await externalizeChunkMappings(publicDir))
  const stale = await stalePagesProblem(publicDir)
  if (stale) {
    reporter.panicOnBuild(stale)
    return
  }
  const unread = await unreadMediaProblem(publicDir)
  if (unread) {
    reporter.panicOnBuild(unread)
    return
  }
  reporter.info(await pruneTypeScriptSamples(publicDir))
  await publishSchema(publicDir)
  reporter.info(await writeSchemaFeed(publicDir))
  try {
    reporter.info(await writeMarkdownCopies(publicDir, graphql))
  } catch (error) {
    reporter.panicOnBuild(`The Markdown copies could not be written: ${errorMessage(error)}`)
    return
  }

  const result = await graphql<SitePages>(`
    query PagesForLinkCheck {
      allSitePage {
        nodes {
          path
          component
        }
      }
      allMdx {
        nodes {
          fields {
            route
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `)
  const { allSitePage, allMdx } = result.data ?? { allSitePage: { nodes: [] }, allMdx: { nodes: [] } }
  if (!(await checkSiteLinks(publicDir, allSitePage.nodes, reporter, allMdx.nodes))) return

  const started = Date.now()
  let records: number
  try {
    records = await buildSearchIndex(publicDir)
  } catch (error) {
    reporter.panicOnBuild(errorMessage(error))
    return
  }
  reporter.info(`Search index: public/pagefind/, ${records} records (${((Date.now() - started) / 1000).toFixed(1)} s)`)

  try {
    reporter.info(await writeHostingConfig(publicDir))
  } catch (error) {
    reporter.panicOnBuild(`The Hosting configuration could not be written: ${errorMessage(error)}`)
  }
}
