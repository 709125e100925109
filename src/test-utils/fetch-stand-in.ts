/** jsdom has no fetch API: just what the request code uses of Headers and Response. */
export class TestHeaders {
  private values: Map<string, string>
  constructor(init: Record<string, string> | TestHeaders = {}) {
    const entries = init instanceof TestHeaders ? [...init.values] : Object.entries(init)
    this.values = new Map(entries.map(([name, value]) => [name.toLowerCase(), value]))
  }
  get(name: string) {
    return this.values.get(name.toLowerCase()) ?? null
  }
  set(name: string, value: string) {
    this.values.set(name.toLowerCase(), value)
  }
  keys() {
    return this.values.keys()
  }
}

/** A JSON answer of the API, as the request code reads it. */
export const jsonResponse = (body: unknown, status = 200) => ({
  status,
  statusText: status === 200 ? "OK" : "",
  headers: new TestHeaders({ "content-type": "application/json" }),
  text: async () => JSON.stringify(body),
})
