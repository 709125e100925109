/**
 * get_type with `fields`: only the members an agent asks for, read from the
 * published schema, for a type too big to read whole (GitHub's Repository has
 * over a hundred fields). Pure: the schema in, Markdown out.
 */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLNamedType,
} from "graphql"
import { suggestionList } from "./suggestions"

interface Member {
  name: string
  signature: string
  description: string | null
  deprecationReason: string | null
  args: readonly GraphQLArgument[]
}

const oneLine = (text: string | null | undefined) => (text ? text.replace(/\s*\n\s*/g, " ").trim() : "")

function membersOf(type: GraphQLNamedType): { noun: string; members: Member[] } | null {
  if (isObjectType(type) || isInterfaceType(type))
    return {
      noun: "field",
      members: Object.values(type.getFields()).map((field) => ({
        name: field.name,
        signature: `${field.name}${field.args.length ? `(${field.args.map((arg) => `${arg.name}: ${arg.type}`).join(", ")})` : ""}: ${field.type}`,
        description: field.description ?? null,
        deprecationReason: field.deprecationReason ?? null,
        args: field.args,
      })),
    }
  if (isInputObjectType(type))
    return {
      noun: "input field",
      members: Object.values(type.getFields()).map((field) => ({
        name: field.name,
        signature: `${field.name}: ${field.type}`,
        description: field.description ?? null,
        deprecationReason: field.deprecationReason ?? null,
        args: [],
      })),
    }
  if (isEnumType(type))
    return {
      noun: "value",
      members: type.getValues().map((value) => ({
        name: value.name,
        signature: value.name,
        description: value.description ?? null,
        deprecationReason: value.deprecationReason ?? null,
        args: [],
      })),
    }
  return null
}

/** A problem the agent can fix: an unknown member, or a type that has none. */
export class MemberProblem extends Error {}

/**
 * The named members of `type` as Markdown: each signature, description, deprecation and arguments. Names are
 * matched exactly, then without regard to case; an unknown one throws a MemberProblem naming close ones.
 */
export function typeMembers(type: GraphQLNamedType, names: readonly string[], referenceUrl: string): string {
  const found = membersOf(type)
  if (!found)
    throw new MemberProblem(
      `${type.name} is a scalar or a union: it has no members to pick; call get_type without fields.`,
    )
  const { noun, members } = found
  const wanted = [...new Set(names.map((name) => name.trim().replace(/^.*\./, "")).filter(Boolean))]
  if (wanted.length === 0) throw new MemberProblem(`Give at least one ${noun} name, or call get_type without fields.`)
  const byName = new Map(members.map((member) => [member.name, member]))
  const picked: Member[] = []
  const unknown: string[] = []
  for (const name of wanted) {
    const member = byName.get(name) ?? members.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase())
    if (member) picked.push(member)
    else unknown.push(name)
  }
  if (unknown.length > 0) {
    const all = members.map((member) => member.name)
    const hints = unknown.map((name) => {
      const close = suggestionList(name, all).slice(0, 3)
      return `"${name}"${close.length ? ` (did you mean ${close.map((candidate) => `"${candidate}"`).join(", ")}?)` : ""}`
    })
    throw new MemberProblem(
      `${type.name} has no ${noun} ${hints.join(", ")}. Its ${members.length} ${noun}s: ${all.join(", ")}.`,
    )
  }
  const lines = [
    `# ${type.name}: ${picked.length} of ${members.length} ${noun}s`,
    "",
    ...(oneLine(type.description) ? [oneLine(type.description), ""] : []),
  ]
  for (const member of picked) {
    const about = oneLine(member.description)
    lines.push(`- \`${member.signature}\`${about ? ` — ${about}` : ""}`)
    if (member.deprecationReason !== null) lines.push(`  - Deprecated: ${oneLine(member.deprecationReason)}`)
    for (const arg of member.args) {
      const value = arg.defaultValue !== undefined ? ` = ${JSON.stringify(arg.defaultValue)}` : ""
      const argAbout = oneLine(arg.description)
      lines.push(`  - argument \`${arg.name}: ${arg.type}${value}\`${argAbout ? ` — ${argAbout}` : ""}`)
      if (arg.deprecationReason) lines.push(`    - Deprecated: ${oneLine(arg.deprecationReason)}`)
    }
  }
  lines.push("", `The whole reference (what returns and takes ${type.name}, its SDL, an example): ${referenceUrl}`)
  return lines.join("\n")
}
