import { UploadOutlined } from '@ant-design/icons'
import { SCREENS, STATISTICS_PERMISSIONS, type StatFileRow } from '@wp/contract'
import { useDict } from '@wp/kit'
import { ActionDialog, deleteQuestionOf, DictSelect, ListScreen } from '@wp/ui'
import { App, Checkbox, Select, Space, Upload } from 'antd'
import { useState } from 'react'
import { addFile, listFiles, removeFiles } from '../entry/api'

const P = STATISTICS_PERMISSIONS.file

/** 上传: a file with its category, optionally as material of a big screen (its carousel). */
function UploadDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp()
  const [file, setFile] = useState<File | null>(null)
  const [category, setCategory] = useState('1')
  const [screen, setScreen] = useState<string | undefined>()
  const { stat_file_category: categories } = useDict('stat_file_category')
  if (!open) return null
  return (
    <ActionDialog
      open
      title="上传统计附件"
      onClose={onClose}
      submitTestId="stat-file-upload-submit"
      onSubmit={async () => {
        if (!file) {
          message.warning('请选择要上传的文件')
          return false
        }
        const reply = await addFile(file, {
          category,
          isScreen: screen ? 'true' : 'false',
          ...(screen ? { screenCode: screen } : {}),
        })
        message.success(reply.msg || '上传成功')
        setFile(null)
        onDone()
      }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <DictSelect
          options={categories}
          allowClear={false}
          value={category}
          onChange={(v) => setCategory(String(v ?? '1'))}
        />
        <Checkbox checked={!!screen} onChange={(e) => setScreen(e.target.checked ? SCREENS[0] : undefined)}>
          大屏素材
        </Checkbox>
        {screen && (
          <Select value={screen} onChange={setScreen} options={SCREENS.map((s) => ({ value: s, label: s }))} />
        )}
        <Upload
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f)
            return false
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        >
          <span style={{ color: '#1677ff', cursor: 'pointer' }}>选择文件</span>
        </Upload>
      </Space>
    </ActionDialog>
  )
}

/** 统计附件 (component path statistics/file/index): attachments and big-screen material, uploaded and checked by the server. */
export default function FilePage() {
  const [uploading, setUploading] = useState(false)
  return (
    <ListScreen<StatFileRow>
      name="stat-file"
      rowKey="id"
      perms={{ query: P.list, remove: P.remove }}
      load={listFiles}
      search={[{ name: 'category', label: '类别', dict: 'stat_file_category' }]}
      columns={[
        {
          key: 'fileName',
          title: '文件名',
          render: (name, row) => (
            <a href={row.fileUrl} target="_blank" rel="noreferrer">
              {String(name)}
            </a>
          ),
        },
        { key: 'category', title: '类别', width: 110, dict: 'stat_file_category' },
        { key: 'kind', title: '填报类别', width: 140 },
        { key: 'screenCode', title: '大屏', width: 110, render: (v, row) => (row.isScreen ? String(v ?? '') : '') },
        { key: 'fileSize', title: '大小', width: 100, render: (v) => `${(Number(v) / 1024).toFixed(1)} KB` },
        { key: 'createBy', title: '上传人', width: 100 },
        { key: 'createTime', title: '上传时间', width: 170, time: true },
      ]}
      remove={(rows) => removeFiles(rows.map((r) => r.id))}
      removeConfirm={deleteQuestionOf('文件', (r) => r.fileName)}
      toolbar={() => [
        {
          perm: P.add,
          label: '上传',
          icon: <UploadOutlined />,
          testId: 'stat-file-upload',
          onClick: () => setUploading(true),
        },
      ]}
    >
      {(screen) => (
        <UploadDialog open={uploading} onClose={() => setUploading(false)} onDone={() => void screen.reload()} />
      )}
    </ListScreen>
  )
}
