import type { ReactNode } from "react"
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
 * when a session or an API key exists, or the reader acts. The Markdown
 * components are provided by the layout of the pages whose MDX is compiled
 * (MarkdownPageLayout), not here: every page loads what is here.
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
                  <ApiProvider>{children}</ApiProvider>
                </AuthorizationSettingsProvider>
              </AuthProvider>
            </MobileSidebarProvider>
          </DocsSidebarVisibilityProvider>
        </DocsPreferredVersionProvider>
      </AnnouncementBarProvider>
    </ColorModeProvider>
  )
}
