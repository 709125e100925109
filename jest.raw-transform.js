// Jest: import a text file (e.g. a .graphql document) as its source string, like webpack's asset/source.
module.exports = {
  process(sourceText) {
    return { code: `module.exports = ${JSON.stringify(sourceText)};` }
  },
}
