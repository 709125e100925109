import type { ReactNode } from "react"
import { MDXProvider } from "@mdx-js/react"
import { mdxComponents } from "../components/MdxComponents"
import { ColorModeProvider } from "./ColorMode"
import { AnnouncementBarProvider } from "./AnnouncementBar"
import { DocsPreferredVersionProvider } from "./DocsPreferredVersion"
import { DocsSidebarVisibilityProvider } from "./DocsSidebarVisibility"
import { MobileSidebarProvider } from "./MobileSidebar"

/**
 * Everything above the pages; the same tree on the server and in the browser.
 * Nothing here reads storage or window while rendering: providers read
 * browser state after hydration.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <AnnouncementBarProvider>
        <DocsPreferredVersionProvider>
          <DocsSidebarVisibilityProvider>
            <MobileSidebarProvider>
              <MDXProvider components={mdxComponents}>{children}</MDXProvider>
            </MobileSidebarProvider>
          </DocsSidebarVisibilityProvider>
        </DocsPreferredVersionProvider>
      </AnnouncementBarProvider>
    </ColorModeProvider>
  )
}
