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

/** A section shown when its list has something in it. */
function listed<T>(
  id: string,
  title: string,
  items: readonly T[],
  render: (items: readonly T[]) => JSX.Element,
): Section {
  return { id, title, show: items.length > 0, render: () => render(items) }
}

/** The sections of a type page, in order; ids have a hyphen, so they never clash with a field's name. */
function sections(type: TypeData): Section[] {
  const typeLinks = (links: TypeData["interfaces"]) => <TypeLinkList links={links} />
  const coordinates = (links: TypeData["usedBy"]) => <CoordinateList links={links} />
  return [
    listed("implements-interfaces", "Implements", type.interfaces, typeLinks),
    listed("field-list", "Fields", type.fieldDefinitions, (fields) => (
      <FieldTable fields={fields} typeName={type.name} />
    )),
    listed("input-fields", "Input fields", type.inputFields, (fields) => (
      <InputFieldTable fields={fields} typeName={type.name} />
    )),
    listed("enum-values", "Values", type.enumValues, (values) => (
      <EnumValueTable values={values} typeName={type.name} />
    )),
    { ...listed("possible-types", "Members", type.possibleTypes, typeLinks), show: type.kind === "union" },
    listed("implemented-by", "Implemented by", type.implementedBy, typeLinks),
    listed("member-of", "Member of", type.memberOf, typeLinks),
    listed("returned-by", "Returned by", type.returnedBy, coordinates),
    listed("used-by", "Taken by", type.usedBy, coordinates),
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
