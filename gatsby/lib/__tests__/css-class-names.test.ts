import { setCssModuleClassNames } from "../css-class-names"

describe("setCssModuleClassNames", () => {
  it("sets the class name pattern of every css-loader with CSS modules, however deep, and leaves other loaders alone", () => {
    const modulesLoader = {
      loader: "/x/node_modules/css-loader/dist/cjs.js",
      options: { modules: { localIdentName: "[name]--[local]--[hash:hex:5]", namedExport: true } },
    }
    const plainLoader = { loader: "/x/node_modules/css-loader/dist/cjs.js", options: { modules: false } }
    const postcss = {
      loader: "/x/node_modules/postcss-loader/dist/cjs.js",
      options: { modules: { localIdentName: "keep" } },
    }
    const rules = [
      {
        oneOf: [
          { test: /\.module\.css$/, use: [modulesLoader, postcss] },
          { test: /\.css$/, use: [plainLoader] },
        ],
      },
      { test: /\.js$/ },
    ]
    expect(setCssModuleClassNames(rules, "[hash:base64:6]")).toBe(1)
    expect(modulesLoader.options.modules).toEqual({ localIdentName: "[hash:base64:6]", namedExport: true })
    expect(plainLoader.options.modules).toBe(false)
    expect(postcss.options.modules.localIdentName).toBe("keep")
  })
})
