// The gatsby module in unit tests, as Gatsby's unit-testing guide describes:
// Link renders a plain <a>, queries are jest mocks each test fills in.
import { createElement, type AnchorHTMLAttributes } from "react"

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
  replace?: boolean
  state?: unknown
}

module.exports = {
  graphql: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
  withPrefix: (path: string) => path,
  Link: jest
    .fn()
    .mockImplementation(
      ({
        to,
        activeClassName: _a,
        activeStyle: _s,
        partiallyActive: _p,
        replace: _r,
        state: _st,
        ...rest
      }: LinkProps) => createElement("a", { ...rest, href: to }),
    ),
}
