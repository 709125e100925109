import { useGraphiQL } from "@graphiql/react"
import type { RunReport } from "../../../core/run-operation"
import { RunReportLine } from "../../components/RunReportLine"

/** Below the response: the HTTP status, time and size of the active tab's last run (introspection is not counted). */
export function RunMetadata({ reports }: { reports: Readonly<Record<string, RunReport>> }) {
  const { tabId, isFetching } = useGraphiQL((state) => ({
    tabId: state.tabs[state.activeTabIndex]?.id ?? null,
    isFetching: state.isFetching,
  }))
  return <RunReportLine report={(tabId ? reports[tabId] : undefined) ?? null} running={isFetching} />
}
