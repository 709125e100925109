import { Kind, parse, type DocumentNode } from "graphql"
import type { Code, Root } from "mdast"
import { isSampleLanguage, type SampleLanguage } from "../../core/code-samples"
import { parseVariables } from "../../core/graphql-request"
import { parseMdx } from "./mdx-parse"
import { errorMessage, namedError } from "../../core/error-message"

/**
 * The GraphQL examples of a doc. A writer writes a ```graphql block, and
 * optionally a ```json block right after it with the variables; the site
 * turns them into one example (remark-graphql-examples.ts), the build checks
 * it against the schema, and `npm run docs:responses` runs it against the
 * sandbox and writes its response after it, as a ```json response block.
 * All of them find the examples here, so they agree on what one is.
 *
 * Options go after the language on the fence line:
 *   ```graphql tab=curl        the tab shown until the reader picks a language
 *   ```graphql auth=user       runs as a signed-in user (with a profile) instead of with the demo key
 *   ```graphql expect=errors   shows an error on purpose; its recorded response must hold errors
 */

export interface ExampleOptions {
  auth: "apiKey" | "user"
  expect: "data" | "errors"
  tab: SampleLanguage | null
}

export interface DocExample {
  query: string
  /** The variables block as written (JSON text), or null. */
  variables: string | null
  /** The name of the document's operation; null for an anonymous one. */
  operationName: string | null
  options: ExampleOptions
  /** Line of the ```graphql fence in the file, for messages. */
  line: number | null
  /** The recorded response (the ```json response block), or undefined when there is none yet. */
  response: unknown
}

/** Thrown for an example that cannot be used; the message says what is wrong. */
export class ExampleError extends namedError("ExampleError") {}

interface ExampleMatch {
  example: DocExample
  /** The ```graphql node, the ```json nodes of its variables and of its response, in their parent. */
  parent: { children: unknown[] }
  node: Code
  variablesNode: Code | null
  responseNode: Code | null
}

const isJson = (node: TreeNode | undefined, meta: "variables" | "response"): node is TreeNode & Code =>
  node?.type === "code" &&
  (node as Code).lang === "json" &&
  ((node as Code).meta?.trim() === "response") === (meta === "response")

interface TreeNode {
  type: string
  children?: TreeNode[]
}

function parseOptions(meta: string | null | undefined, where: string): ExampleOptions {
  const options: ExampleOptions = { auth: "apiKey", expect: "data", tab: null }
  for (const part of (meta ?? "").split(/\s+/).filter(Boolean)) {
    const [key, value] = part.split("=")
    if (key === "auth" && (value === "apiKey" || value === "user")) options.auth = value
    else if (key === "expect" && (value === "data" || value === "errors")) options.expect = value
    else if (key === "tab" && isSampleLanguage(value)) options.tab = value
    else
      throw new ExampleError(
        `${where}: unknown option "${part}" after \`\`\`graphql (use auth=user, expect=errors or tab=curl|javascript|python|graphql)`,
      )
  }
  return options
}

/** The name of the one operation in the document (fragments may come with it). */
function operationNameOf(document: DocumentNode, where: string): string | null {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
  if (operations.length !== 1)
    throw new ExampleError(`${where}: an example holds one operation, this one has ${operations.length}`)
  const [operation] = operations
  return operation.kind === Kind.OPERATION_DEFINITION ? (operation.name?.value ?? null) : null
}

/**
 * Every example of a doc's Markdown tree, in order. `file` names the doc in
 * errors. Throws an ExampleError for an example that does not parse, holds
 * more than one operation, or has variables that are not a JSON object.
 */
export function findExamples(tree: Root, file: string): ExampleMatch[] {
  const matches: ExampleMatch[] = []
  const walk = (parent: TreeNode) => {
    const children = parent.children ?? []
    children.forEach((child, index) => {
      if (child.type === "code" && (child as Code).lang === "graphql") {
        const node = child as Code
        const where = `${file}, GraphQL example ${matches.length + 1}${node.position ? ` (line ${node.position.start.line})` : ""}`
        const variablesNode = isJson(children[index + 1], "variables") ? (children[index + 1] as Code) : null
        const responseNode = isJson(children[index + (variablesNode ? 2 : 1)], "response")
          ? (children[index + (variablesNode ? 2 : 1)] as Code)
          : null
        let document: DocumentNode
        try {
          document = parse(node.value)
        } catch (error) {
          throw new ExampleError(`${where}: ${errorMessage(error)}`)
        }
        if (variablesNode) {
          try {
            parseVariables(variablesNode.value)
          } catch (error) {
            throw new ExampleError(`${where}, its variables: ${errorMessage(error)}`)
          }
        }
        let response: unknown = undefined
        if (responseNode) {
          try {
            response = JSON.parse(responseNode.value)
          } catch (error) {
            throw new ExampleError(
              `${where}, its response is not JSON (${errorMessage(error)}); run npm run docs:responses`,
            )
          }
        }
        matches.push({
          example: {
            query: node.value,
            variables: variablesNode ? variablesNode.value : null,
            operationName: operationNameOf(document, where),
            options: parseOptions(node.meta, where),
            line: node.position?.start.line ?? null,
            response,
          },
          parent: parent as { children: unknown[] },
          node,
          variablesNode,
          responseNode,
        })
      } else {
        walk(child)
      }
    })
  }
  walk(tree as unknown as TreeNode)
  return matches
}

/** The examples of an MDX file's text (front matter and all). */
export async function examplesOfMdx(source: string, file: string): Promise<DocExample[]> {
  return (await exampleMatchesOfMdx(source, file)).map((match) => match.example)
}

/** The examples of an MDX file's text with their nodes, whose positions are offsets into `source`. */
export async function exampleMatchesOfMdx(source: string, file: string): Promise<ExampleMatch[]> {
  return findExamples(await parseMdx(source), file)
}

/** A fence that is a file of a reader's project: ```ts file=src/dishes.ts (the guide "Types for your own operations"). */
export const PROJECT_FILE_META = /(?:^|\s)file=(\S+)/
