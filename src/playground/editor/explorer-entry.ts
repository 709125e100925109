/** The explorer plugin as an entry of the editor build of its own, so its file has a name the editor knows (ZFV_EDITOR_EXPLORER). */
export { explorerPlugin } from "@graphiql/plugin-explorer"
