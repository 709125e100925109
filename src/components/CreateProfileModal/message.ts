/** The spec's words above the create-profile form. */
export const CREATE_PROFILE_MESSAGE = "Please create a ZFV api profile first"
