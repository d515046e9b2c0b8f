import { PROJECT, PROJECT_DICT_TYPES as D, type ProjectRow } from '@wp/contract'
import { crudApi, DictTag, useSession } from '@wp/kit'
import { useGo } from '@wp/ui'
import { List } from 'antd'
import { useEffect, useState } from 'react'
import { HealthDot, ProgressBar } from './Health'

const projects = crudApi(PROJECT)

/** 我的项目: the projects I manage, with status, light and progress (a custom element other pages embed). */
export default function MyProjects() {
  const userId = useSession((s) => s.user?.userId)
  const [rows, setRows] = useState<ProjectRow[]>([])
  const go = useGo()
  useEffect(() => {
    if (!userId) return
    void projects.list({ managerUserId: userId, pageSize: 20 }).then((r) => setRows(r.rows ?? []))
  }, [userId])
  return (
    <List
      size="small"
      data-testid="my-projects"
      dataSource={rows}
      renderItem={(p) => (
        <List.Item onClick={() => go(`/variety/variety_detail?projectId=${p.projectId}`)} style={{ cursor: 'pointer' }}>
          <span>
            <HealthDot health={p.health} /> {p.projectName} <DictTag type={D.status} value={p.projectStatus} />
          </span>
          <span style={{ width: 160 }}>
            <ProgressBar progress={p.progressPercent ?? 0} planned={p.planProgressPercent} />
          </span>
        </List.Item>
      )}
    />
  )
}
