import type { DingOwnBinding } from '@wp/contract'
import { del, get, type ApiResult } from '@wp/kit'
import { App, Button, Card, Descriptions, Empty } from 'antd'
import { useCallback, useEffect, useState } from 'react'

/** The personal centre's 钉钉绑定 card: the DingTalk user this account is bound to, and removing the binding. */
export function DingTalkBinding() {
  const { modal, message } = App.useApp()
  const [binding, setBinding] = useState<DingOwnBinding | null | undefined>(undefined)
  const load = useCallback(async () => {
    const res = await get<ApiResult<DingOwnBinding | null>>('/auth/ding/binding')
    setBinding(res.data ?? null)
  }, [])
  useEffect(() => void load().catch(() => setBinding(null)), [load])

  const remove = () =>
    modal.confirm({
      title: '提示',
      content: '解除后在钉钉中打开平台需要重新绑定，确认解除？',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await del('/auth/ding/binding')
        message.success('已解除钉钉绑定')
        await load()
      },
    })

  return (
    <Card title="钉钉绑定" style={{ marginTop: 16 }} data-testid="profile-dingtalk" loading={binding === undefined}>
      {binding ? (
        <>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="钉钉用户">{binding.dingName || binding.dingUserId}</Descriptions.Item>
            <Descriptions.Item label="绑定时间">{binding.createTime}</Descriptions.Item>
            <Descriptions.Item label="最近登录">{binding.lastLoginTime ?? '—'}</Descriptions.Item>
          </Descriptions>
          <Button danger onClick={remove} data-testid="profile-dingtalk-remove">
            解除绑定
          </Button>
        </>
      ) : (
        <Empty description="未绑定钉钉：在钉钉中打开平台即可绑定" data-testid="profile-dingtalk-none" />
      )}
    </Card>
  )
}
