// CSS modules in tests: every class name maps to itself, so tests can query by it.
const classNames = new Proxy({} as Record<string, string>, {
  get: (_target, key) => (key === "__esModule" ? true : String(key)),
})
module.exports = classNames
