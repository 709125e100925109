import {
  contentSecurityPolicy,
  inlineScripts,
  inlineScriptSpreadProblem,
  policyDirectives,
  scriptHash,
  type PolicyConfig,
} from "../content-security-policy"

const local: PolicyConfig = {
  apiUrl: "http://127.0.0.1:4000/graphql",
  firebase: { apiKey: "demo-api-key", authDomain: "demo-zfv-docs.firebaseapp.com", projectId: "demo-zfv-docs" },
  authEmulatorUrl: "http://127.0.0.1:9099",
}

const production: PolicyConfig = {
  apiUrl: "https://api.zfv.example/graphql",
  firebase: { apiKey: "AIza-test", authDomain: "zfv-docs.firebaseapp.com", projectId: "zfv-docs", appId: "1:2:web:3" },
  authEmulatorUrl: null,
}

const directive = (config: PolicyConfig, name: string, scripts: string[] = []) =>
  policyDirectives(config, scripts).find(([directiveName]) => directiveName === name)?.[1]

describe("scriptHash", () => {
  it("is the browser's sha256 source expression of the script text", () => {
    // The example in MDN's CSP script-src reference.
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
  })

  it("hashes the text after the HTML parser's newline normalisation", () => {
    expect(scriptHash("a();\r\nb();\rc();")).toBe(scriptHash("a();\nb();\nc();"))
  })
})

describe("inlineScripts", () => {
  it("returns the inline scripts a browser runs, in document order, verbatim", () => {
    const html = [
      "<html><head><script>(function () {\n  one();\n})();</script></head><body>",
      '<script id="gatsby-script-loader" data-page-path="/a/">two()</script>',
      '<script type="module">three()</script>',
      "<SCRIPT TYPE='text/javascript'>four()</SCRIPT>",
      '<script src="/app-0123456789abcdef0123.js" async></script>',
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      "</body></html>",
    ].join("")
    expect(inlineScripts(html)).toEqual(["(function () {\n  one();\n})();", "two()", "three()", "four()"])
  })

  it("keeps an empty inline script (it still needs a hash to run)", () => {
    expect(inlineScripts("<script></script>")).toEqual([""])
  })
})

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site, Google's API loader and the hashed inline scripts, never 'unsafe-inline' or 'unsafe-eval'", () => {
    const scriptSrc = directive(local, "script-src", ["alert('Hello, world.');", "b()"])
    expect(scriptSrc).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      "https://apis.google.com/js/",
      "https://apis.google.com/_/scs/",
      ...[scriptHash("alert('Hello, world.');"), scriptHash("b()")].sort(),
    ])
    expect(directive(production, "script-src")).not.toContain("'unsafe-inline'")
    expect(contentSecurityPolicy(production, ["x()"])).not.toContain("'unsafe-eval'")
  })

  it("lists each inline script once, in a stable order", () => {
    expect(contentSecurityPolicy(local, ["b()", "a()", "b()"])).toBe(contentSecurityPolicy(local, ["a()", "b()"]))
  })

  it("names exactly the configured API endpoint and the emulator when one is configured", () => {
    expect(directive(local, "connect-src")).toEqual([
      "'self'",
      "http://127.0.0.1:4000/graphql",
      "http://127.0.0.1:9099",
    ])
    expect(directive(local, "frame-src")).toEqual(["http://127.0.0.1:9099"])
  })

  it("names the API endpoint and Google's identity hosts, and frames only the auth domain, in production", () => {
    expect(directive(production, "connect-src")).toEqual([
      "'self'",
      "https://api.zfv.example/graphql",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
    ])
    expect(directive(production, "frame-src")).toEqual(["https://zfv-docs.firebaseapp.com"])
    expect(contentSecurityPolicy(production, [])).not.toContain("127.0.0.1")
  })

  it("follows other GATSBY_* values: an API at another address, a custom auth domain", () => {
    const other = {
      ...production,
      apiUrl: "https://gateway.example.ch:8443/v2/graphql?x=1#y",
      firebase: { ...production.firebase, authDomain: "login.example.ch" },
    }
    expect(directive(other, "connect-src")?.[1]).toBe("https://gateway.example.ch:8443/v2/graphql")
    expect(directive(other, "frame-src")).toEqual(["https://login.example.ch"])
  })

  it("percent-encodes characters of the endpoint's path that would end a directive", () => {
    expect(directive({ ...production, apiUrl: "https://api.example/a;b,c" }, "connect-src")?.[1]).toBe(
      "https://api.example/a%3Bb%2Cc",
    )
  })

  it("refuses an API address that is not an http(s) URL, naming the variable", () => {
    expect(() => contentSecurityPolicy({ ...production, apiUrl: "api.example/graphql" }, [])).toThrow(
      "The API endpoint (GATSBY_API_URL) is not a URL",
    )
    expect(() => contentSecurityPolicy({ ...production, apiUrl: "ftp://api.example/graphql" }, [])).toThrow(
      "must be an http or https URL",
    )
  })

  it("forbids framing, plugins and foreign form targets", () => {
    const policy = contentSecurityPolicy(production, [])
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).toContain("form-action 'self'")
    expect(
      policy.startsWith(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' https://apis.google.com/js/ https://apis.google.com/_/scs/;",
      ),
    ).toBe(true)
  })
})

describe("inlineScriptSpreadProblem", () => {
  it("accepts pages that share their inline scripts", () => {
    const pages = new Map(
      Array.from({ length: 1600 }, (_, index) => [
        `/docs/graphql-schema/type-${index}/`,
        ["prePaint()", "pagePath()", "chunks()"],
      ]),
    )
    expect(inlineScriptSpreadProblem(pages)).toBeNull()
  })

  it("names pages that carry their own inline script", () => {
    const pages = new Map(
      Array.from({ length: 20 }, (_, index) => [
        `/docs/t${index}/`,
        ["shared()", `window.pagePath="/docs/t${index}/"`],
      ]),
    )
    const problem = inlineScriptSpreadProblem(pages)
    expect(problem).toContain("21 different inline scripts; at most 16")
    expect(problem).toContain('/docs/t0/: "window.pagePath=\\"/docs/t0/\\""')
  })
})
