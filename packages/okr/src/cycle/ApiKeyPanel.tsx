import { OKR_API_KEY_HEADER, type OkrApiKeyRow } from '@wp/contract'
import { PlainTable } from '@wp/ui'
import { App, Button, Card, Input, Popconfirm, Space, Typography } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { createApiKey, loadApiKeys, removeApiKey } from '../api'

/**
 * 接口密钥: one key per integration that updates numeric key results (`POST /prod-api/okr/open/progress` with the key
 * in the `x-okr-api-key` header). The whole key is shown once, right after it is made; the list shows its prefix.
 */
export function ApiKeyPanel() {
  const { message } = App.useApp()
  const [rows, setRows] = useState<OkrApiKeyRow[]>()
  const [name, setName] = useState('')
  const [shown, setShown] = useState<string>()
  const reload = useCallback(() => void loadApiKeys().then(setRows), [])
  useEffect(reload, [reload])
  const add = async () => {
    const created = await createApiKey(name)
    setShown(created.apiKey)
    setName('')
    message.success('密钥已生成，请立即复制保存，关闭后不再显示')
    reload()
  }
  return (
    <Card title="OKR接口密钥" size="small" style={{ marginTop: 16 }} data-testid="okr-apikeys">
      <Space style={{ marginBottom: 12 }}>
        <Input placeholder="接入系统名称" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
        <Button type="primary" disabled={!name.trim()} onClick={() => void add()}>
          生成密钥
        </Button>
      </Space>
      {shown && (
        <Typography.Paragraph copyable={{ text: shown }} data-testid="okr-apikey-shown">
          新密钥（请求头 {OKR_API_KEY_HEADER}）：<Typography.Text code>{shown}</Typography.Text>
        </Typography.Paragraph>
      )}
      <PlainTable
        rowKey="keyId"
        loading={!rows}
        dataSource={rows ?? []}
        columns={[
          { title: '接入系统', dataIndex: 'keyName' },
          { title: '密钥前缀', dataIndex: 'keyPrefix', render: (v: string) => `${v}…` },
          { title: '创建者', dataIndex: 'createBy', width: 100 },
          { title: '创建时间', dataIndex: 'createTime', width: 170 },
          { title: '最近使用', dataIndex: 'lastUsedTime', width: 170, render: (v: string | null) => v ?? '—' },
          {
            title: '操作',
            width: 80,
            render: (_: unknown, r: OkrApiKeyRow) => (
              <Popconfirm
                title={`删除「${r.keyName}」的密钥？`}
                onConfirm={() => void removeApiKey(r.keyId).then(reload)}
              >
                <Button type="link" danger size="small">
                  删除
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  )
}
