declare module "github-slugger" {
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string
    reset(): void
  }
}
