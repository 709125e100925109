import type { ApolloClient } from "@apollo/client"
import { createApiClient } from "./client"
import { ApiCallError, describeApiError } from "./describe-error"
import { HasValidApiClient, Me, MyPermissions, UpsertMyProfile, isSuperAdmin } from "./operations"
import type { ApiServices, ApiSession, KeyCheckResult, SessionOptions } from "./api-session-store"

// The ApiServices of api-session-store.ts, with Apollo Client: loaded on demand
// by providers/Api.tsx, only when the reader has an API key or a session.

let keyCheckClient: { endpoint: string; client: ApolloClient } | null = null

/**
 * Checks an API key by running HasValidApiClient with that key alone. It has
 * its own client: checking a key must not depend on the modes or the
 * signed-in user.
 */
export async function checkKey(endpoint: string, key: string): Promise<KeyCheckResult> {
  if (keyCheckClient?.endpoint !== endpoint) {
    keyCheckClient?.client.stop()
    const client = createApiClient({ endpoint, activeModes: [], apiKey: null, getIdToken: async () => null })
    keyCheckClient = { endpoint, client }
  }
  try {
    const { data } = await keyCheckClient.client.query({
      query: HasValidApiClient,
      // Apollo shares an in-flight request among identical queries (same text, same variables); the key
      // travels in the context, so without this a new key's check would get the previous key's answer.
      context: { auth: "apiKeyCheck", checkedApiKey: key, queryDeduplication: false },
      fetchPolicy: "no-cache",
    })
    return { key, status: data?.client ? "valid" : "invalid", message: null }
  } catch (error) {
    const failure = describeApiError(error)
    // A gateway that refuses an unknown or revoked key before the query runs says UNAUTHENTICATED (access-the-api's
    // errors): sent with that key alone, it means the key is not valid, which the reader sees as the red cross.
    if (failure.extensions?.code === "UNAUTHENTICATED") return { key, status: "invalid", message: null }
    return { key, status: failure.unreachable ? "unreachable" : "error", message: failure.message }
  }
}

/** The API client of one identity (key, modes, user), and the profile's operations with it. */
export function openSession(options: SessionOptions): ApiSession {
  const client = createApiClient(options)
  const identity = { auth: "identity" } as const
  return {
    async loadProfile() {
      try {
        const { data } = await client.query({ query: Me, context: identity, fetchPolicy: "network-only" })
        return { ok: true, value: data?.me?.user ?? null }
      } catch (error) {
        return { ok: false, message: describeApiError(error).message }
      }
    },
    async loadIsSuperAdmin() {
      try {
        const { data } = await client.query({ query: MyPermissions, context: identity, fetchPolicy: "network-only" })
        return isSuperAdmin(data)
      } catch {
        // Permissions change nothing shown; a failure leaves the reader without superAdmin.
        return false
      }
    },
    async createProfile(input) {
      try {
        const { data } = await client.mutate({ mutation: UpsertMyProfile, variables: { input }, context: identity })
        return data?.upsertMyProfile.user ?? null
      } catch (failure) {
        throw new ApiCallError(failure)
      }
    },
    close() {
      void client.clearStore()
      client.stop()
    },
  }
}

/** The module as the API store sees it (checked here, so a missing or renamed export fails the typecheck). */
export const apiServices: ApiServices = { checkKey, openSession }
