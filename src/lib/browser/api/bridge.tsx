import { useEffect, useState } from "react"
import type { ApolloClient } from "@apollo/client"
import { ApolloProvider, useQuery } from "@apollo/client/react"
import { createApiClient } from "./client"
import { ApiCallError, describeApiError } from "./describe-error"
import { HasValidApiClient, Me, MyPermissions, UpsertMyProfile, isSuperAdmin, type ProfileUser } from "./operations"
import type { AuthorizationMode } from "../../shared/authorization-modes"

// Loaded on demand by providers/Api.tsx (with Apollo Client), only when the
// reader has an API key or a session.

export type KeyStatus = "valid" | "invalid" | "unreachable" | "error"

export interface KeyCheckResult {
  /** The key the result is about. */
  key: string
  status: KeyStatus
  message: string | null
}

export type ProfileStatus = "none" | "loading" | "needsProfile" | "ready" | "error"

export interface ProfileState {
  status: ProfileStatus
  user: ProfileUser | null
  error: string | null
}

export interface ProfileInput {
  firstName: string
  lastName: string
}

/**
 * Checks the API key by running HasValidApiClient with that key alone, once
 * per (debounced) key. It has its own client: checking a key must not depend
 * on the modes or the signed-in user.
 */
export function KeyCheck({
  endpoint,
  apiKey,
  onResult,
}: {
  endpoint: string
  apiKey: string | null
  onResult: (result: KeyCheckResult | null) => void
}) {
  const [client] = useState(() =>
    createApiClient({ endpoint, activeModes: [], apiKey: null, getIdToken: async () => null }),
  )
  useEffect(() => () => client.stop(), [client])
  useEffect(() => {
    if (!apiKey) {
      onResult(null)
      return
    }
    let current = true
    client
      .query({
        query: HasValidApiClient,
        // Apollo shares an in-flight request among identical queries (same text, same variables); the key
        // travels in the context, so without this a new key's check would get the previous key's answer.
        context: { auth: "apiKeyCheck", checkedApiKey: apiKey, queryDeduplication: false },
        fetchPolicy: "no-cache",
      })
      .then(
        ({ data }) => current && onResult({ key: apiKey, status: data?.client ? "valid" : "invalid", message: null }),
        (error: unknown) => {
          if (!current) return
          const failure = describeApiError(error)
          onResult({ key: apiKey, status: failure.unreachable ? "unreachable" : "error", message: failure.message })
        },
      )
    return () => {
      current = false
    }
  }, [client, apiKey, onResult])
  return null
}

interface ApiSessionProps {
  endpoint: string
  activeModes: readonly AuthorizationMode[]
  apiKey: string | null
  signedIn: boolean
  getIdToken: () => Promise<string | null>
  onClient: (client: ApolloClient | null) => void
  onProfile: (profile: ProfileState) => void
  onSuperAdmin: (value: boolean) => void
  registerCreateProfile: (create: ((input: ProfileInput) => Promise<void>) | null) => void
}

/**
 * The API client of one identity (key, modes, user): the parent mounts a new
 * one when the identity changes, and the old client's store is cleared, so
 * one identity's cached data is never served to another.
 */
export function ApiSession({
  endpoint,
  activeModes,
  apiKey,
  signedIn,
  getIdToken,
  onClient,
  ...reports
}: ApiSessionProps) {
  const [client] = useState(() => createApiClient({ endpoint, activeModes, apiKey, getIdToken }))
  useEffect(() => {
    onClient(client)
    return () => {
      onClient(null)
      void client.clearStore()
      client.stop()
    }
  }, [client, onClient])
  return <ApolloProvider client={client}>{signedIn ? <Profile client={client} {...reports} /> : null}</ApolloProvider>
}

/** Runs Me and MyPermissions for the signed-in user and offers UpsertMyProfile. */
function Profile({
  client,
  onProfile,
  onSuperAdmin,
  registerCreateProfile,
}: Pick<ApiSessionProps, "onProfile" | "onSuperAdmin" | "registerCreateProfile"> & { client: ApolloClient }) {
  const me = useQuery(Me, { context: { auth: "identity" } })
  const user = me.data?.me?.user ?? null
  const permissions = useQuery(MyPermissions, { context: { auth: "identity" }, skip: !user })
  const error = me.error ? describeApiError(me.error).message : null

  useEffect(() => {
    onProfile({ status: me.loading ? "loading" : error ? "error" : user ? "ready" : "needsProfile", user, error })
  }, [me.loading, error, user, onProfile])

  const superAdmin = isSuperAdmin(permissions.data)
  useEffect(() => onSuperAdmin(superAdmin), [superAdmin, onSuperAdmin])

  // When this identity's session ends, nothing of its profile stays behind for the next one.
  useEffect(
    () => () => {
      onProfile({ status: "none", user: null, error: null })
      onSuperAdmin(false)
    },
    [onProfile, onSuperAdmin],
  )

  useEffect(() => {
    registerCreateProfile(async (input) => {
      try {
        await client.mutate({ mutation: UpsertMyProfile, variables: { input }, context: { auth: "identity" } })
      } catch (failure) {
        throw new ApiCallError(failure)
      }
    })
    return () => registerCreateProfile(null)
  }, [client, registerCreateProfile])
  return null
}
