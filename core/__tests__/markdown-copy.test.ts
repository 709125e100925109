import { assistantLinks, markdownCopyUrl } from "../markdown-copy"

describe("the page menu's assistant links", () => {
  it("point ChatGPT and Claude at the page's Markdown copy, as an absolute address on the site", () => {
    const prompt = "Read https://docs.example.ch/docs/access-the-api.md so I can ask questions about it."
    const links = Object.fromEntries(assistantLinks("/docs/access-the-api/", "https://docs.example.ch/"))
    expect(links).toEqual({
      ChatGPT: `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`,
      Claude: `https://claude.ai/new?q=${encodeURIComponent(prompt)}`,
    })
    expect(new URL(links.ChatGPT).searchParams.get("q")).toBe(prompt)
    expect(new URL(links.Claude).searchParams.get("q")).toBe(prompt)
  })

  it("use the copy a schema type and the docs home have", () => {
    const [[, href]] = assistantLinks("/docs/graphql-schema/objects/dish/", "http://localhost:9000")
    expect(new URL(href).searchParams.get("q")).toBe(
      "Read http://localhost:9000/docs/graphql-schema/objects/dish.md so I can ask questions about it.",
    )
    expect(markdownCopyUrl("/docs/", "http://localhost:9000")).toBe("http://localhost:9000/docs.md")
  })
})
