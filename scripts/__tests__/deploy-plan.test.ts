import {
  deployPlan,
  deployedPolicyProblems,
  functionEnvFile,
  functionEnvFor,
  functionEnvProblems,
} from "../lib/deploy-plan"

const production = {
  GATSBY_API_URL: "https://api.zfv.example/graphql",
  GATSBY_FIREBASE_API_KEY: "AIza-test",
  GATSBY_FIREBASE_AUTH_DOMAIN: "zfv-docs.firebaseapp.com",
  GATSBY_FIREBASE_PROJECT_ID: "zfv-docs",
  GATSBY_FIREBASE_APP_ID: "1:2:web:3",
  GATSBY_SITE_URL: "https://docs.zfv.example",
  DATABASE_URL: "postgres://feedback:secret@/feedback?host=/cloudsql/zfv-docs:europe-west6:feedback",
}

describe("deployPlan", () => {
  it("deploys to the app's Firebase project, building without the emulator", () => {
    const { plan } = deployPlan({ ...production, PATH: "/usr/bin" })
    expect(plan?.projectId).toBe("zfv-docs")
    expect(plan?.buildEnv).toMatchObject({
      ...production,
      PATH: "/usr/bin",
      GATSBY_FIREBASE_AUTH_EMULATOR_URL: "",
      NODE_ENV: "production",
    })
  })

  it("deploys to FIREBASE_PROJECT when Hosting lives in another project", () => {
    expect(deployPlan({ ...production, FIREBASE_PROJECT: "zfv-web" }).plan?.projectId).toBe("zfv-web")
  })

  it("names every missing or wrong variable at once", () => {
    const { plan, problems } = deployPlan({
      GATSBY_API_URL: "http://127.0.0.1:4000/graphql",
      GATSBY_FIREBASE_PROJECT_ID: "demo-zfv-docs",
      GATSBY_FIREBASE_AUTH_EMULATOR_URL: "http://127.0.0.1:9099",
    })
    expect(plan).toBeNull()
    expect(problems).toEqual([
      "GATSBY_FIREBASE_API_KEY is not set",
      "GATSBY_FIREBASE_AUTH_DOMAIN is not set",
      "GATSBY_FIREBASE_APP_ID is not set",
      "GATSBY_SITE_URL is not set",
      "GATSBY_API_URL must be an https:// address (it is http://127.0.0.1:4000/graphql)",
      'GATSBY_FIREBASE_PROJECT_ID is demo-zfv-docs: "demo-" projects exist only in the emulators',
      "GATSBY_FIREBASE_AUTH_EMULATOR_URL is set: a production build must not use the Auth emulator",
      "DATABASE_URL is not set: the feedback function's store, postgres://user:password@host/db " +
        "(Cloud SQL: postgres://user:password@/db?host=/cloudsql/<instance>)",
    ])
  })

  it("refuses a feedback store that is not Postgres, or is this machine's", () => {
    expect(deployPlan({ ...production, DATABASE_URL: "mysql://db.example/feedback" }).problems).toEqual([
      "DATABASE_URL is not a postgres:// address",
    ])
    expect(
      deployPlan({ ...production, DATABASE_URL: "postgres://postgres@127.0.0.1:5433/postgres?sslmode=disable" })
        .problems,
    ).toEqual(["DATABASE_URL names a loopback address: the function cannot reach this machine's store"])
  })
})

describe("deployedPolicyProblems", () => {
  it("accepts a policy for the production API and refuses one for the local services", () => {
    expect(
      deployedPolicyProblems(
        "connect-src 'self' https://api.zfv.example/graphql https://identitytoolkit.googleapis.com",
        production,
      ),
    ).toEqual([])
    expect(
      deployedPolicyProblems("connect-src 'self' http://127.0.0.1:4000/graphql http://127.0.0.1:9099", production),
    ).toEqual([
      "the Content-Security-Policy does not name https://api.zfv.example/graphql",
      "the Content-Security-Policy names a loopback address",
    ])
  })
})

describe("the MCP function's configuration for a deploy", () => {
  const buildEnv = { GATSBY_SITE_URL: "https://docs.example.ch/", GATSBY_API_URL: "https://api.example.ch/graphql" }

  it("names the site's origin and the build's API", () => {
    const text = functionEnvFile(functionEnvFor(buildEnv))
    expect(text).toBe("DOCS_URL=https://docs.example.ch\nAPI_URL=https://api.example.ch/graphql\n")
  })

  it("carries the deploy's DATABASE_URL to the feedback function, and checks it as the function reads it", () => {
    const databaseUrl = "postgres://feedback:secret@/feedback?host=/cloudsql/zfv-docs:europe-west6:feedback"
    const text = functionEnvFile(functionEnvFor({ ...buildEnv, DATABASE_URL: databaseUrl }))
    expect(text).toBe(
      `DOCS_URL=https://docs.example.ch\nAPI_URL=https://api.example.ch/graphql\nDATABASE_URL=${databaseUrl}\n`,
    )
    expect(functionEnvProblems(text, buildEnv)).toEqual([])
    expect(
      functionEnvProblems("DOCS_URL=https://docs.example.ch\nAPI_URL=https://api.example.ch/graphql\n", buildEnv),
    ).toEqual(["the feedback function's DATABASE_URL is not set"])
  })

  it("refuses one that names another API, a loopback docs site, or nothing", () => {
    expect(
      functionEnvProblems("DOCS_URL=http://localhost:9000\nAPI_URL=https://api.other.ch/graphql\n", buildEnv),
    ).toEqual([
      "the MCP function's DOCS_URL is http://localhost:9000, not the site https://docs.example.ch",
      "the MCP function's API_URL is https://api.other.ch/graphql, not the build's API https://api.example.ch/graphql",
      "the MCP function's DOCS_URL is not an https:// address",
      "the MCP function's configuration names a loopback address",
      "the feedback function's DATABASE_URL is not set",
    ])
    expect(functionEnvProblems("", buildEnv)).toEqual([
      "the MCP function's DOCS_URL is not set",
      "the MCP function's API_URL is not set",
      "the feedback function's DATABASE_URL is not set",
    ])
  })
})
