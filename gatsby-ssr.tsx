import type { GatsbySSR } from "gatsby"
import { RootProviders } from "./src/providers/RootProviders"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />])
}
