import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  useState,
  type ComponentType,
  type Context,
  type ReactNode,
  type RefObject,
} from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { ErrorBoundary } from "../../components/ErrorBoundary"
import { LazyPart, LoadFailure } from "../../components/LazyPart"
import { awaitFirstInteraction, type FirstInteraction } from "../browser/first-interaction"
import { loadOnDemand } from "../browser/site-update"
import { appHasStarted, islandLoading, registerIslandLoader } from "../browser/app-started"

/**
 * An island whose code a first visit does not load: the page's HTML shows it
 * as the server rendered it, and its code loads at the reader's first move
 * toward it (a pointer over it, a touch, the focus), or at once when what the
 * reader has set (a stored key, a picked language) makes it look other than
 * that HTML. Then it hydrates in place, in a React root of its own, with the
 * app's contexts it reads given to that root; the clicks and tab keys made
 * meanwhile are given again to the same elements (first-interaction.ts).
 *
 * An island the app renders after the first page (a navigation) is rendered
 * at once, in the app's tree, its code loaded on the way (the page's module
 * asks for it when it loads, on a hover or a navigation).
 */

/** A context of the app an island reads, read in the app's tree and given again in the island's root. */
export interface BridgedContext {
  read: () => unknown
  provide: (value: unknown, children: ReactNode) => ReactNode
}

export function bridgeContext<T>(context: Context<T>): BridgedContext {
  return {
    // Called by the island's wrapper on every render, for each context of its fixed list, in the list's order.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    read: () => useContext(context),
    provide: (value, children) => <context.Provider value={value as T}>{children}</context.Provider>,
  }
}

const shallowEqual = (a: object, b: object) => {
  const before = Object.values(a)
  const after = Object.values(b)
  return before.length === after.length && after.every((value, index) => Object.is(value, before[index]))
}

/** The same array (or object) as last render while its items are the same: what effects and renders compare. */
function useShallowStable<T extends object>(next: T): T {
  const [kept, setKept] = useState(next)
  if (shallowEqual(kept, next)) return kept
  setKept(next)
  return next
}

interface DeferredIslandOptions<P extends object> {
  /** What the island is, for the message when its code cannot load ("the example"). */
  name: string
  /** The component itself in the server's build (`process.env.BUILD_STAGE === "build-html"`), else null. */
  server: ComponentType<P> | null
  load: () => Promise<ComponentType<P>>
  /** The app's contexts the island reads. */
  contexts: readonly BridgedContext[]
  /** A hook: whether, for what the reader has set, the island would not look as the page's HTML does. */
  useMustStart: (props: P) => boolean
}

/** Calls `onCommit` after each commit of the island's root. */
function OnCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit)
  return null
}

/**
 * The app's context values as the island's root reads them: set by the wrapper in the page's tree as it commits,
 * read in the island's root with useSyncExternalStore, which hydrates with the values of the page's HTML (`first`)
 * and then re-renders at once with the current ones, and after every change, in the same turn as the page.
 */
interface ValueBridge {
  first: readonly unknown[]
  get: () => readonly unknown[]
  set: (values: readonly unknown[]) => void
  subscribe: (listener: () => void) => () => void
}

function valueBridge(first: readonly unknown[]): ValueBridge {
  let values = first
  const listeners = new Set<() => void>()
  return {
    first,
    get: () => values,
    set: (next) => {
      if (next === values) return
      values = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** An island's code, as its wrapper and its own root use it. */
interface IslandCode<P extends object> {
  name: string
  /** Loads the component (once; again after a failure). */
  start: () => Promise<ComponentType<P>>
  /** What the island's root renders with the app's values: their providers, an error boundary, the island, OnCommit. */
  tree: (Island: ComponentType<P>, props: P, values: readonly unknown[], onCommit: () => void) => ReactNode
  useMustStart: (props: P) => boolean
}

/** The island's root: the app's values from the bridge, then `code.tree`; `onCommit` gets the values it rendered. */
function IslandRoot<P extends object>({
  code,
  Island,
  props,
  bridge,
  onCommit,
}: {
  code: IslandCode<P>
  Island: ComponentType<P>
  props: P
  bridge: ValueBridge
  onCommit: (values: readonly unknown[]) => void
}) {
  const values = useSyncExternalStore(bridge.subscribe, bridge.get, () => bridge.first)
  return code.tree(Island, props, values, () => onCommit(values))
}

/**
 * Once `wanted`, loads the island's code and hydrates `container` with it: with the values of the page's HTML,
 * then the current ones, then the reader's held-back events. Returns the error when the code did not load.
 */
function useIslandRoot<P extends object>(
  code: IslandCode<P>,
  {
    container,
    interaction,
    wanted,
    props,
    values,
  }: {
    container: RefObject<HTMLDivElement | null>
    interaction: RefObject<FirstInteraction | null>
    wanted: boolean
    props: P
    values: readonly unknown[]
  },
) {
  const [bridge] = useState(() => valueBridge(values))
  const root = useRef<{ root: Root; island: ComponentType<P>; onCommit: (values: readonly unknown[]) => void } | null>(
    null,
  )
  const [failed, setFailed] = useState<Error | null>(null)
  // In the page's commit, so the island follows a change in the same turn (a key typed in the navbar, a sign-in).
  useLayoutEffect(() => bridge.set(values), [bridge, values])
  const render = (island: ComponentType<P>, onCommit: (values: readonly unknown[]) => void) => (
    <IslandRoot code={code} Island={island} props={props} bridge={bridge} onCommit={onCommit} />
  )
  useEffect(() => {
    const mounted = root.current
    if (mounted) mounted.root.render(render(mounted.island, mounted.onCommit))
    // Only a change of props renders the island's root again; the values come through the bridge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props])
  // Not while React renders the page: the island's root is unmounted right after.
  useEffect(() => () => void setTimeout(() => root.current?.root.unmount()), [])
  useEffect(() => {
    if (!wanted || root.current || failed) return
    let current = true
    code.start().then(
      (island) => {
        const element = container.current
        if (!current || !element?.hasChildNodes() || root.current) return
        let replayed = false
        // The held-back events go to the island once it shows the current values.
        const onCommit = (rendered: readonly unknown[]) => {
          if (replayed || rendered !== bridge.get()) return
          replayed = true
          interaction.current?.replay()
        }
        const onRecoverableError = (error: unknown) => console.error(`${code.name} did not hydrate as its HTML:`, error)
        root.current = {
          root: hydrateRoot(element, render(island, onCommit), { onRecoverableError }),
          island,
          onCommit,
        }
      },
      (error: unknown) => {
        if (!current) return
        interaction.current?.giveUp()
        setFailed(error instanceof Error ? error : new Error(String(error)))
      },
    )
    return () => {
      current = false
    }
    // `render` is new each render; what it renders with is in these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, container, interaction, wanted, failed, bridge, props])
  return { failed, retry: () => setFailed(null) }
}

/** The island as the page's HTML has it, until its code runs in its own root. */
function StaticIsland<P extends object>({
  code,
  props,
  values,
  onNoHtml,
}: {
  code: IslandCode<P>
  props: P
  values: readonly unknown[]
  /** The page was drawn afresh, not hydrated (`gatsby develop`, a page that did not match its HTML): nothing to keep. */
  onNoHtml: () => void
}) {
  const container = useRef<HTMLDivElement>(null)
  const interaction = useRef<FirstInteraction | null>(null)
  const [moved, setMoved] = useState(false)
  const wanted = code.useMustStart(props) || moved
  const { failed, retry } = useIslandRoot(code, { container, interaction, wanted, props, values })
  useLayoutEffect(() => {
    if (!container.current?.hasChildNodes()) onNoHtml()
  })
  useEffect(() => {
    const element = container.current
    if (!element?.hasChildNodes()) return
    interaction.current = awaitFirstInteraction(element, () => setMoved(true))
    return () => interaction.current?.stop()
  }, [])
  return (
    <>
      {/* Its HTML is the server's, kept by hydration; the island's own root takes it over (the __html stays ""). */}
      <div ref={container} className="island" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
      {failed ? (
        <LoadFailure
          name={code.name}
          error={failed}
          onRetry={() => {
            // A second press while the first retry runs must not leave a listener that nothing stops.
            interaction.current?.stop()
            if (container.current) interaction.current = awaitFirstInteraction(container.current, () => undefined)
            retry()
          }}
        />
      ) : null}
    </>
  )
}

export function deferredIsland<P extends object>({
  name,
  server: Server,
  load,
  contexts,
  useMustStart,
}: DeferredIslandOptions<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const start = (): Promise<ComponentType<P>> =>
    (loading ??= loadOnDemand(load)().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null
        // The next page load tries again (app-started.ts), so a page the app opens later waits for it again.
        registerIslandLoader(start)
        throw error
      },
    ))
  // After the first page, a page the reader hovers or opens brings the island's code along (app-started.ts): at once
  // when this module comes with that page, else with the next page load.
  if (typeof window !== "undefined") {
    if (appHasStarted()) islandLoading(start())
    else registerIslandLoader(start)
  }
  const lazyLoad = () => start().then((component) => ({ default: component }))
  const code: IslandCode<P> = {
    name,
    start,
    useMustStart,
    tree: (Island, props, values, onCommit) =>
      contexts.reduceRight<ReactNode>(
        (children, context, index) => context.provide(values[index], children),
        <>
          <ErrorBoundary
            onError={(error) => console.error(`${name} failed:`, error)}
            fallback={(error) => <LoadFailure name={name} error={error} onRetry={() => window.location.reload()} />}
          >
            <Island {...props} />
          </ErrorBoundary>
          {/* Outside the boundary: an island that fails still lets the held events go, so its Retry can be pressed. */}
          <OnCommit onCommit={onCommit} />
        </>,
      ),
  }

  function DeferredIsland(props: P) {
    const values = useShallowStable(contexts.map((context) => context.read()))
    const stableProps = useShallowStable(props)
    const [rendered, setRendered] = useState(() => (Server ? "server" : appHasStarted() ? "app" : "html"))
    // Decided once per island: one that showed LazyPart keeps it, so a later render does not mount it afresh.
    const [Loaded] = useState(() => loaded)
    if (Server) {
      return (
        <div className="island">
          <Server {...props} />
        </div>
      )
    }
    if (rendered === "html")
      return <StaticIsland code={code} props={stableProps} values={values} onNoHtml={() => setRendered("app")} />
    return (
      <div className="island">
        {Loaded ? (
          <Loaded {...props} />
        ) : (
          <LazyPart load={lazyLoad} props={props} loading={<div className="island-loading" />} name={name} />
        )}
      </div>
    )
  }
  DeferredIsland.displayName = `DeferredIsland(${name})`
  return DeferredIsland
}
