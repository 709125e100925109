import { createListeners } from "../listeners"

describe("createListeners", () => {
  it("calls each subscribed listener once per notify, and none after its unsubscribe", () => {
    const listeners = createListeners()
    const calls: string[] = []
    const stopA = listeners.subscribe(() => calls.push("a"))
    listeners.subscribe(() => calls.push("b"))
    listeners.notify()
    stopA()
    listeners.notify()
    expect(calls).toEqual(["a", "b", "b"])
  })

  it("a notify calls those subscribed when it began: one unsubscribed meanwhile this time, not the next", () => {
    const listeners = createListeners()
    const calls: string[] = []
    let stopB = () => {}
    listeners.subscribe(() => {
      calls.push("a")
      stopB()
    })
    stopB = listeners.subscribe(() => calls.push("b"))
    listeners.subscribe(() => calls.push("c"))
    listeners.notify()
    listeners.notify()
    expect(calls).toEqual(["a", "b", "c", "a", "c"])
  })

  it("calls a listener subscribed during a notify from the next one on", () => {
    const listeners = createListeners()
    const calls: string[] = []
    listeners.subscribe(() => {
      calls.push("a")
      listeners.subscribe(() => calls.push("late"))
    })
    listeners.notify()
    expect(calls).toEqual(["a"])
  })
})
