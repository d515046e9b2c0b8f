import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons'
import type { StatFileRow, StatKind } from '@wp/contract'
import { parseTime } from '@wp/kit'
import { Button, Drawer, List, Popconfirm, Upload } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { addFile, listFiles, removeFiles } from './api'

/** 附件 of one row (a scanned stamped form, evidence): list, upload (checked by the server), delete. */
export function AttachmentsDrawer({
  kind,
  rowId,
  canAdd,
  canRemove,
  onClose,
}: {
  kind: StatKind
  rowId: number | null
  canAdd: boolean
  canRemove: boolean
  onClose: () => void
}) {
  const [files, setFiles] = useState<StatFileRow[]>([])
  const reload = useCallback(async () => {
    if (rowId === null) return
    const page = await listFiles({ kind, bizId: rowId, pageNum: 1, pageSize: 100 })
    setFiles(page.rows ?? [])
  }, [kind, rowId])
  useEffect(() => void reload().catch(() => undefined), [reload])
  return (
    <Drawer open={rowId !== null} onClose={onClose} title="附件" size={520} destroyOnHidden>
      <div data-testid="stat-attachments">
        {canAdd && (
          <Upload
            showUploadList={false}
            beforeUpload={(file) => {
              void addFile(file, { kind, bizId: rowId!, category: '1' }).then(reload)
              return false
            }}
          >
            <Button icon={<UploadOutlined />} data-testid="stat-attachment-add">
              上传附件
            </Button>
          </Upload>
        )}
        <List
          dataSource={files}
          locale={{ emptyText: '暂无附件' }}
          renderItem={(f) => (
            <List.Item
              actions={
                canRemove
                  ? [
                      <Popconfirm
                        key="rm"
                        title="确认删除该附件吗？"
                        onConfirm={() => removeFiles([f.id]).then(reload)}
                      >
                        <Button type="link" danger icon={<DeleteOutlined />} aria-label="删除附件" />
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <a href={f.fileUrl} target="_blank" rel="noreferrer">
                <PaperClipOutlined /> {f.fileName}
              </a>
              <span style={{ color: '#999' }}>{parseTime(f.createTime ?? '')}</span>
            </List.Item>
          )}
        />
      </div>
    </Drawer>
  )
}
