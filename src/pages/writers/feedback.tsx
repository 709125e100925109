import type { HeadProps } from "gatsby"
import { Layout, MainContent } from "../../components/Layout"
import { PageHead } from "../../components/PageHead"
import { WritersFeedback } from "../../components/WritersFeedback"
import * as styles from "../../components/WritersFeedback/styles.module.css"

/**
 * /writers/feedback/: the feedback report for the docs' writers (accounts with the `writer` claim). Unlisted: in no
 * sidebar, search, Markdown copy or llms.txt, and noindex; its code is this page's chunk alone.
 */
export default function WritersFeedbackPage() {
  return (
    <Layout>
      <MainContent className={styles.page} unlisted>
        <h1>Feedback report</h1>
        <p>
          What readers and agents said about the docs, as <code>npm run feedback:report</code> prints it. Give each item
          a status as you work through it; everyone sees who set it and when.
        </p>
        <WritersFeedback />
      </MainContent>
    </Layout>
  )
}

export function Head(_props: HeadProps) {
  return <PageHead title="Feedback report" noindex />
}
