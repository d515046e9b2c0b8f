import { SyncOutlined } from '@ant-design/icons'
import { CONFIG, SYSTEM_PERMISSIONS } from '@wp/contract'
import { del } from '@wp/kit'
import { ResourceScreen } from '@wp/ui'

/** 参数设置 (component path system/config/index), drawn from the `CONFIG` description; 刷新缓存 beside. */
export default function ConfigPage() {
  return (
    <ResourceScreen
      resource={CONFIG}
      // the family's dialog starts a new key as built in; the API's default stays 否
      dialog={{ defaults: { configType: 'Y' } }}
      toolbar={(screen) => [
        {
          perm: SYSTEM_PERMISSIONS.config.remove,
          label: '刷新缓存',
          icon: <SyncOutlined />,
          danger: true,
          testId: 'config-refresh-cache',
          onClick: () =>
            del('/system/config/refreshCache').then(
              () => screen.message.success('刷新成功'),
              () => undefined,
            ),
        },
      ]}
    />
  )
}
