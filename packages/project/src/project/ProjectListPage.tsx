import { PROJECT, type ProjectRow } from '@wp/contract'
import { ResourceScreen, type ScreenContext, useQueryParam } from '@wp/ui'
import { useEffect, useRef } from 'react'
import { HealthDot, OverdueTag, ProgressBar } from './Health'

/** Opens the add dialog (variety_add) or a project's edit dialog (variety_edit?projectId=) once, on arrival. */
function OpenOnArrival({ screen, mode }: { screen: ScreenContext<ProjectRow>; mode?: 'add' | 'edit' }) {
  const projectId = Number(useQueryParam('projectId'))
  const done = useRef(false)
  useEffect(() => {
    if (done.current || !mode) return
    done.current = true
    if (mode === 'add') screen.add()
    else if (projectId) screen.edit({ projectId } as ProjectRow)
  }, [mode, projectId, screen])
  return null
}

/**
 * 项目台账 (/variety/variety_index): the list drawn from the PROJECT description, with the progress bar, the
 * health light and the overdue flags; a row opens the detail page. `variety_add` and `variety_edit` are this screen
 * with its dialog open.
 */
export default function ProjectListPage({ open }: { open?: 'add' | 'edit' }) {
  return (
    <ResourceScreen
      resource={PROJECT}
      columns={{
        projectName: {
          render: (v, row, _i, screen) => (
            <a onClick={() => screen.go(`/variety/variety_detail?projectId=${row.projectId}`)}>{String(v)}</a>
          ),
        },
        progressPercent: {
          render: (v, row) => <ProgressBar progress={Number(v ?? 0)} planned={row.planProgressPercent} />,
        },
        // the light and up to two flags (逾期, 汇报逾期): they wrap under each other rather than being cut
        health: {
          width: 100,
          wrap: true,
          render: (v, row) => (
            <span>
              <HealthDot health={v as string | null} /> <OverdueTag overdue={row.overdue} />
              <OverdueTag overdue={row.reportOverdue} label="汇报逾期" />
            </span>
          ),
        },
      }}
      rowActions={(row, screen) => [
        {
          label: '详情',
          testId: `project-row-detail-${row.projectId}`,
          onClick: () => screen.go(`/variety/variety_detail?projectId=${row.projectId}`),
        },
      ]}
      children={(screen) => <OpenOnArrival screen={screen} mode={open} />}
    />
  )
}
