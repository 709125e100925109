import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CodeBlock } from "../components/CodeBlock"
import { DocsLayout } from "../components/DocsLayout"
import { PageHead } from "../components/PageHead"
import {
  AddedBadge,
  AnchoredHeading,
  CoordinateList,
  Description,
  EnumValueTable,
  FieldTable,
  InputFieldTable,
  TypeLinkList,
  useOpenFoldedTarget,
} from "../components/SchemaReference"
import * as styles from "../components/SchemaReference/styles.module.css"
import { kindInfo } from "../../core/schema-kinds"
import { escapeHtml, htmlToText } from "../../core/html-text"
import type { PrevNext } from "../../core/sidebar"

type SchemaTypeContext = PrevNext & { name: string; kindRoute: string }
type TypeData = NonNullable<Queries.SchemaTypePageQuery["schemaType"]>

interface Section {
  id: string
  title: string
  show: boolean
  render: () => JSX.Element
}

/** The sections of a type page, in order; ids have a hyphen, so they never clash with a field's name. */
function sections(type: TypeData): Section[] {
  return [
    {
      id: "implements-interfaces",
      title: "Implements",
      show: type.interfaces.length > 0,
      render: () => <TypeLinkList links={type.interfaces} />,
    },
    {
      id: "field-list",
      title: "Fields",
      show: type.fieldDefinitions.length > 0,
      render: () => <FieldTable fields={type.fieldDefinitions} typeName={type.name} />,
    },
    {
      id: "input-fields",
      title: "Input fields",
      show: type.inputFields.length > 0,
      render: () => <InputFieldTable fields={type.inputFields} typeName={type.name} />,
    },
    {
      id: "enum-values",
      title: "Values",
      show: type.enumValues.length > 0,
      render: () => <EnumValueTable values={type.enumValues} typeName={type.name} />,
    },
    {
      id: "possible-types",
      title: "Members",
      show: type.kind === "union",
      render: () => <TypeLinkList links={type.possibleTypes} />,
    },
    {
      id: "implemented-by",
      title: "Implemented by",
      show: type.implementedBy.length > 0,
      render: () => <TypeLinkList links={type.implementedBy} />,
    },
    {
      id: "member-of",
      title: "Member of",
      show: type.memberOf.length > 0,
      render: () => <TypeLinkList links={type.memberOf} />,
    },
    {
      id: "returned-by",
      title: "Returned by",
      show: type.returnedBy.length > 0,
      render: () => <CoordinateList links={type.returnedBy} />,
    },
    {
      id: "used-by",
      title: "Taken by",
      show: type.usedBy.length > 0,
      render: () => <CoordinateList links={type.usedBy} />,
    },
    {
      id: "type-sdl",
      title: "SDL",
      show: true,
      render: () => (
        <CodeBlock
          html={escapeHtml(type.sdl)}
          copyText={type.sdl}
          title="GraphQL SDL"
          copyLabel={`Copy the SDL of ${type.name}`}
          searchable={false}
        />
      ),
    },
  ].filter((section) => section.show)
}

/** One type of the schema: what it is, its fields or values, what links to it, and its SDL. */
export default function SchemaTypePage({
  data,
  pageContext,
}: PageProps<Queries.SchemaTypePageQuery, SchemaTypeContext>) {
  useOpenFoldedTarget()
  const type = data.schemaType
  if (!type) throw new Error(`No schema type ${pageContext.name} in the data layer`)
  const shown = sections(type)
  return (
    <DocsLayout
      route={type.route}
      sidebarParent={pageContext.kindRoute}
      crumbLabel={type.name}
      header={
        <>
          <p className={styles.kindLabel}>
            {type.builtIn ? `Built-in ${kindInfo(type.kind).singular.toLowerCase()}` : kindInfo(type.kind).singular}
          </p>
          <AddedBadge addedIn={type.addedIn} />
          <h1>{type.name}</h1>
        </>
      }
      toc={shown.map((section) => ({ depth: 2, value: section.title, id: section.id }))}
      previous={pageContext.previous}
      next={pageContext.next}
    >
      <Description html={type.descriptionHtml} />
      {type.specifiedByUrl ? (
        <p>
          Specified by <a href={type.specifiedByUrl}>{type.specifiedByUrl}</a>.
        </p>
      ) : null}
      {shown.map((section) => (
        <section key={section.id}>
          <AnchoredHeading as="h2" id={section.id}>
            {section.title}
          </AnchoredHeading>
          {section.render()}
        </section>
      ))}
    </DocsLayout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.SchemaTypePageQuery, SchemaTypeContext>) {
  const type = data.schemaType
  const summary = htmlToText(type?.descriptionHtml)
  return (
    <PageHead
      title={type?.name ?? pageContext.name}
      description={summary ? `${type?.name}: ${summary}` : null}
      pathname={type?.route}
    />
  )
}

export const query = graphql`
  query SchemaTypePage($name: String!) {
    schemaType(name: { eq: $name }) {
      name
      kind
      route
      descriptionHtml
      builtIn
      specifiedByUrl
      addedIn
      fieldDefinitions {
        ...SchemaFieldData
      }
      inputFields {
        ...SchemaArgumentData
      }
      enumValues {
        ...SchemaEnumValueData
      }
      interfaces {
        ...SchemaLinkData
      }
      implementedBy {
        ...SchemaLinkData
      }
      possibleTypes {
        ...SchemaLinkData
      }
      memberOf {
        ...SchemaLinkData
      }
      returnedBy {
        ...SchemaCoordinateLinkData
      }
      usedBy {
        ...SchemaCoordinateLinkData
      }
      sdl
    }
  }
`
