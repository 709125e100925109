import type { ReactNode } from "react"
import { MDXProvider } from "@mdx-js/react"
import { mdxComponents } from "../components/MdxComponents"
import { DocsSidebarVisibilityProvider } from "./DocsSidebarVisibility"

/** Everything above the pages; the same tree on the server and in the browser. */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <MDXProvider components={mdxComponents}>
      <DocsSidebarVisibilityProvider>{children}</DocsSidebarVisibilityProvider>
    </MDXProvider>
  )
}
