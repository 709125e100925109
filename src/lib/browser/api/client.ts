import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, defaultDataIdFromObject } from "@apollo/client"
import { SetContextLink } from "@apollo/client/link/context"
import { credentialSafeFetch } from "../../../../core/graphql-http"
import {
  buildHeaders,
  needsToken,
  type AuthorizationMode,
  type OperationAuth,
} from "../../../../core/authorization-modes"

declare module "@apollo/client" {
  // Apollo 4 asks for default errorPolicy values to be declared for its types.
  namespace ApolloClient {
    namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: "none"
      }
      interface Query {
        errorPolicy: "none"
      }
      interface Mutate {
        errorPolicy: "none"
      }
    }
  }

  interface DefaultContext {
    /** What the operation needs; see buildHeaders. Default: the active modes decide. */
    auth?: OperationAuth
    /** The key a HasValidApiClient check is about. */
    checkedApiKey?: string
  }
}

interface ApiClientOptions {
  /** The API gateway's GraphQL endpoint (site config). */
  endpoint: string
  activeModes: readonly AuthorizationMode[]
  /** The (debounced) API key, or null. */
  apiKey: string | null
  /** A fresh identity token per request (Firebase refreshes it when it expires), or null when signed out. */
  getIdToken: () => Promise<string | null>
  fetch?: typeof fetch
}

/**
 * The site's Apollo Client: POST to the endpoint; `api-key` and
 * `Authorization: Bearer` added per operation from the active modes (a
 * missing credential is left out); cache keys typename + id (or _id);
 * cache-first; error policy none. One client serves one identity: it is
 * built anew when the key, the modes or the user change.
 */
export function createApiClient(options: ApiClientOptions): ApolloClient {
  const credentialsLink = new SetContextLink(async (prevContext) => {
    const auth = prevContext.auth ?? "default"
    const token = needsToken(options.activeModes, auth) ? await options.getIdToken() : null
    const headers = buildHeaders(
      { activeModes: options.activeModes, apiKey: options.apiKey, token },
      auth,
      prevContext.checkedApiKey ?? null,
    )
    return { headers: { ...prevContext.headers, ...headers } }
  })
  return new ApolloClient({
    link: ApolloLink.from([
      credentialsLink,
      new HttpLink({ uri: options.endpoint, fetch: credentialSafeFetch(options.fetch) }),
    ]),
    cache: new InMemoryCache({ dataIdFromObject: defaultDataIdFromObject }),
    defaultOptions: {
      watchQuery: { fetchPolicy: "cache-first", errorPolicy: "none" },
      query: { fetchPolicy: "cache-first", errorPolicy: "none" },
      mutate: { errorPolicy: "none" },
    },
  })
}
