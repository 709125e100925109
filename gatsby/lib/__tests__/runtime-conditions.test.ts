import { runtimeConditionProblems } from "../runtime-conditions"

const runtime = (id: string) => ({ name: "webpack-runtime-0123.js", code: `!function(){var s={};s.m=e,s.j=${id},s.p="/"}()` })
const worker = { name: "3384-abcd.js", code: `self.x=1;var i={};i.j=3384;` }

describe("runtimeConditionProblems", () => {
  it("accepts guards that name a runtime of the build, minified or not, in either order", () => {
    const editor = { name: "playground-editor-aaaa.js", code: 'if(i.d(t,{W:function(){return s}}),311==i.j)var n=i(93574);if(3384 == __webpack_require__.j) x();c=i.j==311?"a":"b"' }
    expect(runtimeConditionProblems([runtime("311"), worker, editor])).toEqual([])
  })

  it("names the script whose guards carry an id from an earlier build (the cached editor after the runtime's id changed)", () => {
    const editor = { name: "playground-editor-cd54.js", code: "if(i.d(t,{}),7311==i.j)var n=i(93574);if(7311==i.j)var r=i(1);if(3384==i.j)var o=i(2)" }
    expect(runtimeConditionProblems([runtime("311"), worker, editor])).toEqual([
      "playground-editor-cd54.js runs code only in runtime 7311, which this build does not have (its runtimes: 311, 3384)",
    ])
  })

  it("handles named chunk ids, and has nothing to say about code without guards", () => {
    const named = { name: "a.js", code: 'if("webpack-runtime"==i.j)var n=i(1);if("old"==i.j)var m=i(2)' }
    expect(runtimeConditionProblems([runtime('"webpack-runtime"'), named])).toEqual(['a.js runs code only in runtime "old", which this build does not have (its runtimes: "webpack-runtime")'])
    expect(runtimeConditionProblems([{ name: "b.js", code: "var obj={j:5};if(a.jx==7311)y();z=q.j2==1" }])).toEqual([])
  })
})
