import { z } from "zod"
import { markdownCopyPath } from "../../../core/markdown-copy"
import { suggestionList } from "../suggestions"
import { MemberProblem, typeMembers } from "../type-members"
import { ToolProblem, defineTool } from "./tool"

const TYPE_KINDS = new Set(["Object", "Interface", "Union", "Enum", "Input object", "Scalar"])

export const getTypeTool = defineTool({
  name: "get_type",
  title: "Read a schema type's reference",
  description:
    "Returns the reference of a GraphQL type of the ZFV API as Markdown: its description, fields with arguments " +
    "and types, deprecations with their replacements, what returns and takes it, its SDL and an example. " +
    'Also takes "Query" or "Mutation" (every root operation), and "Dish.allergens" (the type Dish). For a big ' +
    "type, fields lists only the fields (or enum values, or input fields) to read.",
  inputSchema: {
    name: z.string().describe('The type\'s name, e.g. "Dish", "DishFilter", "Allergen".'),
    fields: z
      .array(z.string())
      .max(50)
      .optional()
      .describe('Only these members, e.g. ["name", "allergens"]: their types, arguments and deprecations.'),
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: async ({ name, fields }, { site: on, answer }) => {
    const typeName = name.trim().replace(/[.(].*$/, "")
    const [schema, { records }] = await Promise.all([on.schema(), on.records()])
    const type =
      schema.getType(typeName) ??
      Object.values(schema.getTypeMap()).find((t) => t.name.toLowerCase() === typeName.toLowerCase())
    if (!type) {
      const names = Object.keys(schema.getTypeMap()).filter((candidate) => !candidate.startsWith("__"))
      const close = suggestionList(typeName, names).slice(0, 5)
      throw new ToolProblem(
        `The schema has no type "${typeName}".` +
          (close.length ? ` Did you mean ${close.map((candidate) => `"${candidate}"`).join(", ")}?` : "") +
          " search_docs finds types by topic.",
      )
    }
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
    const root = roots.find((candidate) => candidate?.name === type.name)
    const record = root
      ? records.find((candidate) => (candidate.name ?? "").startsWith(`${type.name}.`) && candidate.url.includes("#"))
      : records.find(
          (candidate) =>
            TYPE_KINDS.has(candidate.kind) &&
            (candidate.name ?? candidate.title) === type.name &&
            !candidate.url.includes("#"),
        )
    if (fields) {
      const url = record ? new URL(record.url, on.docsUrl).href : `${on.docsUrl}/docs/`
      try {
        return answer(typeMembers(type, fields, url))
      } catch (error) {
        if (error instanceof MemberProblem) throw new ToolProblem(error.message)
        throw error
      }
    }
    if (!record) throw new ToolProblem(`The docs have no reference page for "${type.name}" (a built-in type?).`)
    return answer(await on.text(markdownCopyPath(record.url)))
  },
})
