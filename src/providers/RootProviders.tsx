import type { ReactNode } from "react"
import { MDXProvider } from "@mdx-js/react"
import { mdxComponents } from "../components/MdxComponents"
import { ColorModeProvider } from "./ColorMode"
import { AnnouncementBarProvider } from "./AnnouncementBar"
import { DocsPreferredVersionProvider } from "./DocsPreferredVersion"
import { DocsSidebarVisibilityProvider } from "./DocsSidebarVisibility"
import { MobileSidebarProvider } from "./MobileSidebar"
import { AuthProvider } from "./Auth"
import { AuthorizationSettingsProvider } from "./AuthorizationSettings"
import { ApiProvider } from "./Api"

/**
 * Everything above the pages; the same tree on the server and in the browser.
 * Nothing here reads storage or window while rendering: providers read
 * browser state after hydration. Firebase and Apollo Client are loaded only
 * when a session or an API key exists, or the reader acts.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <AnnouncementBarProvider>
        <DocsPreferredVersionProvider>
          <DocsSidebarVisibilityProvider>
            <MobileSidebarProvider>
              <AuthProvider>
                <AuthorizationSettingsProvider>
                  <ApiProvider>
                    <MDXProvider components={mdxComponents}>{children}</MDXProvider>
                  </ApiProvider>
                </AuthorizationSettingsProvider>
              </AuthProvider>
            </MobileSidebarProvider>
          </DocsSidebarVisibilityProvider>
        </DocsPreferredVersionProvider>
      </AnnouncementBarProvider>
    </ColorModeProvider>
  )
}
