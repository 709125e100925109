import { buildSchema } from "graphql"
import { schemaWithoutFields } from "../lib/synthetic-releases"

describe("schemaWithoutFields", () => {
  it("removes the last field of the first object types, never one an interface declares, and stays valid", () => {
    const schema = buildSchema(`
      type Query { a: A b: B c: C }
      interface Named { name: String }
      type A implements Named { id: ID name: String }
      type B { id: ID title: String }
      type C { only: ID }
      type D { id: ID code: String }
    `)
    const { sdl, removed } = schemaWithoutFields(schema, 2)
    expect(removed).toEqual(["B.title", "D.code"])
    const earlier = buildSchema(sdl)
    expect(Object.keys((earlier.getType("B") as unknown as { getFields(): object }).getFields())).toEqual(["id"])
    expect(Object.keys((earlier.getType("A") as unknown as { getFields(): object }).getFields())).toEqual([
      "id",
      "name",
    ])
  })
})
