import { MASTERDATA_PERMISSIONS as P, type RecordDraftView } from '@wp/contract'
import { HasPermi } from '@wp/kit'
import { PlainTable } from '@wp/ui'
import { Alert, Button, Card, Descriptions, Input, Space, Tag } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { api, useQueryParam } from '../shared/api'

const STATUS: Record<string, { text: string; color: string }> = {
  '0': { text: '待审批', color: 'processing' },
  '1': { text: '已同意', color: 'success' },
  '2': { text: '未同意', color: 'error' },
}

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '（空）' : String(v))

/**
 * 主数据变更审批 (`/masterdata/maintenance/approval?draftId=…`, the todo list's link): each changed field's value
 * before and after; the approver agrees (the record takes the new values) or disagrees with a reason.
 */
export default function ApprovalPage({ draftId: prop }: { draftId?: number }) {
  const fromPage = useQueryParam('draftId')
  const draftId = prop ?? fromPage
  const [draft, setDraft] = useState<RecordDraftView>()
  const [failed, setFailed] = useState<string>()
  const [opinion, setOpinion] = useState('')
  const [busy, setBusy] = useState(false)
  const load = useCallback(() => {
    if (!draftId) return
    api
      .draft(draftId)
      .then(setDraft)
      .catch((e: Error) => setFailed(e.message))
  }, [draftId])
  useEffect(load, [load])
  const decide = async (approved: boolean) => {
    setBusy(true)
    try {
      await api.approve(draftId!, approved, opinion || undefined)
      load()
    } finally {
      setBusy(false)
    }
  }
  if (!draftId) return <Alert type="warning" message="缺少变更申请编号" />
  if (failed) return <Alert type="error" message={failed} />
  const status = draft && STATUS[draft.draftStatus]
  return (
    <Card loading={!draft} title="主数据变更审批" data-testid="mdm-approval">
      {draft && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label="模型">{draft.modelName}</Descriptions.Item>
            <Descriptions.Item label="主数据编码">{draft.recordCode}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={status?.color} data-testid="approval-status">
                {status?.text}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label="申请人">{draft.createBy}</Descriptions.Item>
            <Descriptions.Item label="申请时间">{draft.createTime}</Descriptions.Item>
            <Descriptions.Item label="审批意见">{draft.opinion ?? ''}</Descriptions.Item>
          </Descriptions>
          <PlainTable
            rowKey="field"
            dataSource={draft.changes}
            data-testid="approval-changes"
            columns={[
              { title: '字段', dataIndex: 'label' },
              { title: '原值', dataIndex: 'before', render: shown },
              { title: '新值', dataIndex: 'after', render: (v: unknown) => <strong>{shown(v)}</strong> },
            ]}
          />
          {draft.draftStatus === '0' && (
            <HasPermi perms={[P.record.approve]}>
              <Space direction="vertical" style={{ width: '100%' }}>
                <Input.TextArea
                  rows={2}
                  maxLength={500}
                  placeholder="审批意见（不同意时必填）"
                  value={opinion}
                  onChange={(e) => setOpinion(e.target.value)}
                  data-testid="approval-opinion"
                />
                <Space>
                  <Button type="primary" loading={busy} onClick={() => void decide(true)} data-testid="approval-agree">
                    同意
                  </Button>
                  <Button danger loading={busy} onClick={() => void decide(false)} data-testid="approval-refuse">
                    不同意
                  </Button>
                </Space>
              </Space>
            </HasPermi>
          )}
        </Space>
      )}
    </Card>
  )
}
