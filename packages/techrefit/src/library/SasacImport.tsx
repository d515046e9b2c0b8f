import { TR_API } from '@wp/contract'
import { upload } from '@wp/kit'
import { Alert, Button, Modal, Space } from 'antd'
import { useRef, useState } from 'react'

/**
 * 导入报送表: picks an .xlsx of the exported layout, sends it, and shows what the server says (how many rows were
 * added and updated, and each bad row's reasons).
 */
export function SasacImport({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; msg: string } | null>(null)
  const send = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    try {
      const res = await upload(TR_API.sasacImport, file)
      setResult({ ok: res.code === 200, msg: res.msg })
      if (res.code === 200) onDone()
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }
  return (
    <Modal
      title="导入国资委报送表"
      open={open}
      footer={null}
      onCancel={() => {
        setResult(null)
        onClose()
      }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <div>请上传“导出报送表”得到的固定格式 .xlsx（同一项目、年度、报送类型的记录将被更新）。</div>
        <input
          ref={input}
          type="file"
          accept=".xlsx"
          style={{ display: 'none' }}
          data-testid="sasac-import-file"
          onChange={(e) => send(e.target.files?.[0])}
        />
        <Button type="primary" loading={busy} onClick={() => input.current?.click()}>
          选择文件
        </Button>
        {result && (
          <Alert
            type={result.ok ? 'success' : 'error'}
            data-testid="sasac-import-result"
            // the server's message lists bad rows separated by <br/>; its text is escaped there
            message={result.msg.split('<br/>').map((line, i) => (
              <div key={i}>{line.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))}</div>
            ))}
          />
        )}
      </Space>
    </Modal>
  )
}
