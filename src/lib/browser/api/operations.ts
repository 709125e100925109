import { gql, type TypedDocumentNode } from "@apollo/client"
import hasValidApiClient from "./operations/HasValidApiClient.graphql"
import me from "./operations/Me.graphql"
import myPermissions from "./operations/MyPermissions.graphql"
import upsertMyProfile from "./operations/UpsertMyProfile.graphql"
import createCookieSession from "./operations/CreateCookieSession.graphql"

// The five operations the spec requires (HasValidApiClient, Me, MyPermissions, UpsertMyProfile,
// CreateCookieSession); the documents live in ./operations/*.graphql and are checked against
// content/schema.graphql by a test.

export interface ProfileUser {
  id: string
  email: string
  firstName: string
  lastName: string
}

interface HasValidApiClientData {
  client: { id: string } | null
}

interface MeData {
  me: { id: string; user: ProfileUser | null } | null
}

interface MyPermissionsData {
  me: {
    id: string
    user: { id: string; globalPermissions: { permission: "canGenerateImages" | "superAdmin" }[] } | null
  } | null
}

interface UpsertMyProfileData {
  upsertMyProfile: { id: string; user: ProfileUser | null }
}

interface UpsertMyProfileVariables {
  input: { firstName: string; lastName: string }
}

interface CreateCookieSessionData {
  createCookieSession: { auth: { id: string; user: { id: string; email: string } | null } } | null
}

export const HasValidApiClient: TypedDocumentNode<HasValidApiClientData, Record<string, never>> = gql(hasValidApiClient)
export const Me: TypedDocumentNode<MeData, Record<string, never>> = gql(me)
export const MyPermissions: TypedDocumentNode<MyPermissionsData, Record<string, never>> = gql(myPermissions)
export const UpsertMyProfile: TypedDocumentNode<UpsertMyProfileData, UpsertMyProfileVariables> = gql(upsertMyProfile)
export const CreateCookieSession: TypedDocumentNode<CreateCookieSessionData, { token: string }> =
  gql(createCookieSession)

/** Whether the user holds superAdmin: the spec says it is "computed but not used to change anything shown". */
export function isSuperAdmin(data: MyPermissionsData | undefined): boolean {
  return data?.me?.user?.globalPermissions.some((item) => item.permission === "superAdmin") ?? false
}
