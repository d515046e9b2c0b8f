import { ActionDialog } from '@wp/ui'
import { Input } from 'antd'
import { useState } from 'react'

export interface OpinionRequest {
  title: string
  /** 退回意见 / 解锁原因 */
  label: string
  required: boolean
  run: (text: string) => Promise<unknown>
}

/** Asks for the opinion of a return or the reason of an unlock, then runs the action. */
export function OpinionDialog({ request, onClose }: { request: OpinionRequest | null; onClose: () => void }) {
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  if (!request) return null
  return (
    <ActionDialog
      open
      title={request.title}
      onClose={() => {
        setText('')
        setError('')
        onClose()
      }}
      submitTestId="stat-opinion-submit"
      onSubmit={async () => {
        if (request.required && !text.trim()) {
          setError(`请输入${request.label}`)
          return false
        }
        await request.run(text.trim())
        setText('')
        setError('')
      }}
    >
      <Input.TextArea
        aria-label={request.label}
        placeholder={`请输入${request.label}`}
        value={text}
        maxLength={500}
        rows={4}
        status={error ? 'error' : undefined}
        onChange={(e) => setText(e.target.value)}
        data-testid="stat-opinion"
      />
      {error && <div style={{ color: '#ff4d4f', marginTop: 4 }}>{error}</div>}
    </ActionDialog>
  )
}
