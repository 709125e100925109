/*
 * Test-only stand-in for https://apis.google.com/js/api.js, which is not
 * reachable offline. The Firebase Auth SDK (in the page) and the Auth
 * emulator's helper iframe use only gapi.load("gapi.iframes") and an iframe
 * channel (open / getParentIframe, ping, restyle, register, send); this file
 * implements that channel over postMessage. The browser tests serve it with
 * Playwright request routing; the site never ships it.
 */
;(function () {
  if (window.gapi && window.gapi.__standIn) return
  var FILTER = "cross-origin-iframes"
  var nextId = 1
  var pendingReplies = {}

  function Channel(getTarget) {
    this.getTarget = getTarget
    this.handlers = {}
    this.queued = {}
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler
    var queued = this.queued[name] || []
    delete this.queued[name]
    queued.forEach(function (call) {
      call()
    })
  }
  Channel.prototype.send = function (name, data, callback) {
    var id = nextId++
    if (callback) pendingReplies[id] = callback
    var target = this.getTarget()
    if (target) target.postMessage({ __gapiStandIn: "call", id: id, name: name, data: data }, "*")
    return Promise.resolve()
  }
  Channel.prototype.restyle = function () {
    return Promise.resolve()
  }

  var channels = []
  window.addEventListener("message", function (event) {
    var message = event.data
    if (!message || !message.__gapiStandIn) return
    if (message.__gapiStandIn === "reply") {
      var callback = pendingReplies[message.id]
      delete pendingReplies[message.id]
      if (callback) callback(message.result)
      return
    }
    var channel = channels.find(function (candidate) {
      return candidate.getTarget() === event.source
    })
    if (!channel) return
    var answer = function () {
      var handler = channel.handlers[message.name]
      var result = handler ? handler(message.data) : undefined
      event.source.postMessage({ __gapiStandIn: "reply", id: message.id, result: [result] }, "*")
    }
    if (channel.handlers[message.name]) answer()
    else (channel.queued[message.name] = channel.queued[message.name] || []).push(answer)
  })

  var context = {
    // In the page: create the helper iframe and a channel to it.
    open: function (options, onOpen) {
      var frame = document.createElement("iframe")
      var attributes = options.attributes || {}
      Object.keys(attributes).forEach(function (name) {
        if (name === "style") Object.assign(frame.style, attributes.style)
        else frame.setAttribute(name, attributes[name])
      })
      var loaded = new Promise(function (resolve) {
        frame.addEventListener("load", resolve)
      })
      frame.src = options.url
      options.where.appendChild(frame)
      var channel = new Channel(function () {
        return frame.contentWindow
      })
      channel.ping = function (callback) {
        return loaded.then(function () {
          if (callback) callback()
        })
      }
      channels.push(channel)
      return onOpen(channel)
    },
    // In the helper iframe: a channel to the page.
    getParentIframe: function () {
      var channel = new Channel(function () {
        return window.parent
      })
      channels.push(channel)
      return channel
    },
  }

  window.gapi = {
    __standIn: true,
    load: function (_name, options) {
      var callback = typeof options === "function" ? options : options && options.callback
      if (callback) callback()
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      getContext: function () {
        return context
      },
    },
  }
  // The SDK names its callback in the script URL (?onload=…); the emulator's iframe defines gapi_onload.
  var script = document.currentScript
  var onload = script && script.src ? new URL(script.src).searchParams.get("onload") : null
  if (onload && typeof window[onload] === "function") window[onload]()
  if (typeof window.gapi_onload === "function") window.gapi_onload()
})()
