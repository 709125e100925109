interface RouteSource {
  route: string
  file: string
}

interface DuplicateRoute {
  route: string
  files: string[]
}

/** Routes claimed by more than one source file, with every file that claims them. */
export function findDuplicateRoutes(sources: readonly RouteSource[]): DuplicateRoute[] {
  const byRoute = new Map<string, string[]>()
  for (const { route, file } of sources) byRoute.set(route, [...(byRoute.get(route) ?? []), file])
  return [...byRoute].filter(([, files]) => files.length > 1).map(([route, files]) => ({ route, files }))
}
