import { UnlockOutlined } from '@ant-design/icons'
import { LOGIN_LOG, SYSTEM_PERMISSIONS } from '@wp/contract'
import { get, type ApiResult } from '@wp/kit'
import { ResourceScreen } from '@wp/ui'

const unlockUser = (userName: string) =>
  get<ApiResult>(`/system/logininfor/unlock/${encodeURIComponent(userName)}`).send()

/** 登录日志 (component path system/logininfor/index), drawn from `LOGIN_LOG`; 解锁 lifts the selected user's lock. */
export default function LogininforPage() {
  return (
    <ResourceScreen
      resource={LOGIN_LOG}
      removeFrom="toolbar"
      toolbar={({ selected, message }) => [
        {
          perm: SYSTEM_PERMISSIONS.logininfor.unlock,
          label: '解锁',
          icon: <UnlockOutlined />,
          disabled: selected.length !== 1,
          confirm: `是否确认解锁用户"${selected[0]?.userName ?? ''}"数据项？`,
          testId: 'logininfor-unlock',
          onClick: async () => {
            await unlockUser(selected[0].userName)
            message.success(`用户${selected[0].userName}解锁成功`)
          },
        },
      ]}
    />
  )
}
