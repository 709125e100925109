import { fetchPublishedSchema } from "../editor/schema-fallback"

const SDL = "type Query { dish: String }"

describe("fetchPublishedSchema", () => {
  it("fetches the schema once and shares it; a failure is said and forgotten, so the next call fetches again", async () => {
    const fetchMock = jest
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(new Response("", { status: 404 }))
      .mockResolvedValueOnce(new Response(SDL, { status: 200 }))
    await expect(fetchPublishedSchema("/schema.graphql")).rejects.toThrow("HTTP 404 for /schema.graphql")
    const [first, second] = await Promise.all([
      fetchPublishedSchema("/schema.graphql"),
      fetchPublishedSchema("/schema.graphql"),
    ])
    expect(first.getQueryType()?.getFields().dish).toBeDefined()
    expect(second).toBe(first)
    await expect(fetchPublishedSchema("/schema.graphql")).resolves.toBe(first)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
