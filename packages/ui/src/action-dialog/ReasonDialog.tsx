import { Input } from 'antd'
import { useEffect, useState } from 'react'
import { ActionDialog } from './ActionDialog'

export interface ReasonDialogProps {
  title: string
  open: boolean
  /** what the text area asks for: 原因, 请填写出库原因 */
  placeholder: string
  /** 确定 stays disabled until a reason is written */
  required?: boolean
  /** what 确定 does with the reason; the dialog closes when it resolves */
  onSubmit: (reason: string) => Promise<unknown>
  onClose: () => void
}

/**
 * A dialog that asks why (a project paused or cancelled, a library project taken out): a text area of up to 500
 * characters, empty each time the dialog opens, and 确定, which runs `onSubmit` with the text as `ActionDialog` runs
 * its action.
 */
export function ReasonDialog({ title, open, placeholder, required, onSubmit, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('')
  useEffect(() => {
    if (open) setReason('')
  }, [open])
  return (
    <ActionDialog
      title={title}
      open={open}
      onClose={onClose}
      onSubmit={() => onSubmit(reason)}
      submitDisabled={required && !reason.trim()}
    >
      <Input.TextArea
        rows={3}
        maxLength={500}
        placeholder={placeholder}
        aria-label={placeholder}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </ActionDialog>
  )
}
