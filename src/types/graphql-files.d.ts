/** A .graphql document, imported as its source text (webpack asset/source, Jest raw transform). */
declare module "*.graphql" {
  const source: string
  export default source
}
