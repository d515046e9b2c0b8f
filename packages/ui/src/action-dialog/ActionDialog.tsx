import { Modal, type ModalProps } from 'antd'
import { useState } from 'react'
import { FullScreenModal } from '../full-screen-modal/FullScreenModal'

export interface ActionDialogProps extends Omit<ModalProps, 'onOk' | 'onCancel' | 'confirmLoading' | 'okButtonProps'> {
  /**
   * What 确定 does. 确定 spins until it settles; the dialog closes when it resolves, unless with `false` (a form
   * refused its input). A rejection keeps it open: the kit has already told the user why.
   */
  onSubmit: () => Promise<unknown>
  onClose: () => void
  /** data-testid of 确定 */
  submitTestId?: string
  /** 确定 cannot be pressed (nothing to submit yet) */
  submitDisabled?: boolean
  /** a 全屏 button in the title */
  fullScreen?: boolean
}

/** A dialog whose 确定 runs an action: 确定 / 取消, a spinner while it runs, closed when it succeeds. */
export function ActionDialog({
  onSubmit,
  onClose,
  submitTestId,
  submitDisabled,
  fullScreen,
  ...modal
}: ActionDialogProps) {
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    try {
      if ((await onSubmit()) !== false) onClose()
    } catch {
      // the kit has shown why
    } finally {
      setBusy(false)
    }
  }
  const Dialog = fullScreen ? FullScreenModal : Modal
  return (
    <Dialog
      okText="确定"
      cancelText="取消"
      destroyOnHidden
      {...modal}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': submitTestId, disabled: submitDisabled } as never}
    />
  )
}
