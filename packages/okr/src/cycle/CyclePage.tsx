import { OKR_CYCLE, OKR_PERMISSIONS } from '@wp/contract'
import { HasPermi } from '@wp/kit'
import { ResourceScreen } from '@wp/ui'
import { ApiKeyPanel } from './ApiKeyPanel'

/** 周期管理: the description's search, columns, dialog and 导出; below, the integrations' API keys (administrators). */
export default function CyclePage() {
  return (
    <>
      <ResourceScreen resource={OKR_CYCLE} />
      <HasPermi perms={[OKR_PERMISSIONS.apiKey.list]}>
        <div className="app-container">
          <ApiKeyPanel />
        </div>
      </HasPermi>
    </>
  )
}
