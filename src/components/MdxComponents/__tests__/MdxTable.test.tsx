import { render, screen } from "@testing-library/react"
import { mdxComponents } from ".."

const Table = mdxComponents.table

describe("a Markdown table", () => {
  it("gives each body cell its column's heading, for the phone's card layout", () => {
    // As MDX writes a GFM table: the parts as plain elements, with line breaks between them.
    render(
      <Table>
        <thead>
          <tr>
            <th>Code</th>
            <th>
              What it <em>means</em>
            </th>
          </tr>
        </thead>
        {"\n"}
        <tbody>
          <tr>
            <td>
              <code>FORBIDDEN</code>
            </td>
            {"\n"}
            <td>Not allowed.</td>
          </tr>
          <tr>
            <td>
              <code>UNAUTHENTICATED</code>
            </td>
            <td>No credential.</td>
          </tr>
        </tbody>
      </Table>,
    )
    expect(screen.getAllByRole("cell").map((cell) => [cell.getAttribute("data-label"), cell.textContent])).toEqual([
      ["Code", "FORBIDDEN"],
      ["What it means", "Not allowed."],
      ["Code", "UNAUTHENTICATED"],
      ["What it means", "No credential."],
    ])
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Code", "What it means"])
  })
})
