import { cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react'
import { useFeedback } from '../feedback/useFeedback'

export const CONFIRM_TITLE = '提示'
export const CONFIRM_CONTENT = '确认执行该操作？'

export interface ConfirmOptions {
  /** Default 提示. */
  title?: ReactNode
  /** Default 确认执行该操作？ */
  content?: ReactNode
  /** Default 确定. */
  okText?: ReactNode
  /** Default 取消. */
  cancelText?: ReactNode
}

/**
 * Asks first, then runs `onConfirm`; resolves true when confirmed, false when cancelled. If `onConfirm`
 * returns a promise the 确定 button spins until it settles; a failure closes the dialog and resolves false
 * (the request layer has already shown the error).
 */
export type Confirm = (onConfirm: () => unknown, options?: ConfirmOptions) => Promise<boolean>

/**
 * The confirmation dialog as a function. The modal comes from the surrounding antd `<App>` (so it renders
 * inside a shadow root); render `holder` too, for use without one.
 */
export function useConfirm(): { confirm: Confirm; holder: ReactNode } {
  const { modal, holder } = useFeedback()
  const confirm: Confirm = (onConfirm, options = {}) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: options.title ?? CONFIRM_TITLE,
        content: options.content ?? CONFIRM_CONTENT,
        okText: options.okText ?? '确定',
        cancelText: options.cancelText ?? '取消',
        onOk: async () => {
          try {
            await onConfirm()
            resolve(true)
          } catch {
            resolve(false)
          }
        },
        onCancel: () => resolve(false),
      })
    })
  return { confirm, holder }
}

export interface ConfirmActionProps extends ConfirmOptions {
  /** Runs only after the user chose 确定. */
  onConfirm: () => unknown
  /** The control that triggers the question, usually a Button; its own onClick still runs first. */
  children: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>
  /** Skip the question and do nothing. */
  disabled?: boolean
}

/** Wraps a button so that clicking it asks 提示 / 确认执行该操作？ (确定 / 取消) before `onConfirm` runs. */
export function ConfirmAction({ onConfirm, children, disabled = false, ...options }: ConfirmActionProps) {
  const { confirm, holder } = useConfirm()
  if (!isValidElement(children)) return children
  const trigger = cloneElement(children, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event)
      if (disabled || event.defaultPrevented) return
      void confirm(onConfirm, options)
    },
  })
  return (
    <>
      {trigger}
      {holder}
    </>
  )
}
