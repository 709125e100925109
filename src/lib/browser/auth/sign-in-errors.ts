/** What went wrong when signing in, in words a person understands, from a Firebase Auth error code. */
export function describeSignInError(code: string | undefined): string {
  switch (code) {
    case "auth/wrong-password":
    case "auth/email-already-in-use":
      return "The password is wrong for this email address."
    case "auth/invalid-email":
      return "That is not a valid email address."
    case "auth/missing-password":
      return "Enter your password."
    case "auth/weak-password":
      return "Choose a password of at least 6 characters."
    case "auth/too-many-requests":
      return "Too many attempts. Wait a moment, then try again."
    case "auth/user-disabled":
      return "This account has been disabled."
    case "auth/network-request-failed":
    case "auth/internal-error":
      return "The sign-in service cannot be reached. Check your connection and try again."
    case "auth/popup-closed-by-user":
    case "auth/cancelled-popup-request":
      return "The Google sign-in window was closed before you signed in."
    case "auth/popup-blocked":
      return "The browser blocked the Google sign-in window. Allow pop-ups for this site and try again."
    case "auth/operation-not-allowed":
      return "This way of signing in is not enabled."
    default:
      return `Sign-in did not work${code ? ` (${code})` : ""}. Try again.`
  }
}

/** The `code` of a Firebase error, if it has one. */
export function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined
}
