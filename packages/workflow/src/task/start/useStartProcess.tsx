import { PlayCircleOutlined } from '@ant-design/icons'
import { WORKFLOW_PERMISSIONS } from '@wp/contract'
import type { ExtraAction } from '@wp/ui'
import { useState } from 'react'
import { StartDrawer } from './StartDrawer'

/**
 * 发起流程 on a task list: the toolbar button (`<name>-start`, for holders of the start permission) and the drawer
 * it opens, which reloads the list when a process has been started.
 */
export function useStartProcess(name: string) {
  const [starting, setStarting] = useState(false)
  const action: ExtraAction = {
    perm: WORKFLOW_PERMISSIONS.instance.start,
    label: '发起流程',
    icon: <PlayCircleOutlined />,
    testId: `${name}-start`,
    onClick: () => setStarting(true),
  }
  const drawer = (reload: () => void) => (
    <StartDrawer open={starting} onClose={() => setStarting(false)} onStarted={reload} />
  )
  return { action, drawer }
}
