import type { PlanView } from '@wp/contract'
import { workbenchFrame } from '@wp/kit'
import { useLoaded, useQueryParam } from '@wp/ui'
import { Empty, Select, Space, Spin } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { planApi } from '../api'
import { GanttPanel } from '../gantt/GanttPanel'
import { NO_PROJECTS, projectChoices } from '../project/choices'
import MyOverdueTasksCard from '../workbench/MyOverdueTasksCard'
import { OVERDUE_CARD } from '../workbench/overdueCard'

const OverdueFrame = workbenchFrame(OVERDUE_CARD)

const loadProjects = projectChoices('0,1,2,3,4')

/**
 * 工作计划 (/workPlan/index, and /workPlan/gantt?projectId= full width): a project's Gantt chart, chosen from the
 * projects the caller may see, beside my overdue tasks.
 */
export default function WorkPlanPage({ projectId: given }: { projectId?: number }) {
  const fromUrl = Number(useQueryParam('projectId', given)) || undefined
  const options = useLoaded(loadProjects, NO_PROJECTS)
  const [projectId, setProjectId] = useState<number | undefined>(fromUrl)
  const [baselineId, setBaselineId] = useState<number | undefined>()
  const [view, setView] = useState<PlanView | null>(null)
  const load = useCallback(async () => {
    if (projectId) setView(await planApi.view(projectId, baselineId))
  }, [projectId, baselineId])
  useEffect(() => void load(), [load])
  return (
    <div style={{ padding: 16 }} data-testid="work-plan-page">
      <Space align="start" style={{ width: '100%' }} direction="vertical">
        <Select
          style={{ width: 360 }}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="选择项目"
          aria-label="项目"
          value={projectId}
          onChange={(v) => {
            setView(null)
            setProjectId(v)
          }}
          options={options}
          data-testid="work-plan-project"
        />
        {!projectId ? (
          <MyOverdueTasksCard Frame={OverdueFrame} />
        ) : view ? (
          <GanttPanel view={view} onChanged={() => void load()} onBaseline={setBaselineId} />
        ) : (
          <Spin />
        )}
        {projectId && view && !view.nodes.length && <Empty description="该项目尚未编制工作计划" />}
      </Space>
    </div>
  )
}
