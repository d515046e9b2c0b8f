import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { HasPermi } from '@wp/kit'
import { Button, Space } from 'antd'
import type { ReactNode } from 'react'
import { ConfirmAction, type ConfirmOptions } from '../confirm-action/ConfirmAction'

/** The family's standard actions: icon, label, style and whether they ask first. */
export type PermActionKind = 'add' | 'edit' | 'remove' | 'export'

const KINDS: Record<
  PermActionKind,
  { icon: ReactNode; label: string; danger?: boolean; confirm?: boolean; primary?: boolean }
> = {
  add: { icon: <PlusOutlined />, label: '新增', primary: true },
  edit: { icon: <EditOutlined />, label: '修改' },
  remove: { icon: <DeleteOutlined />, label: '删除', danger: true, confirm: true },
  export: { icon: <DownloadOutlined />, label: '导出' },
}

export interface PermActionProps {
  /** Shown when the user holds any of these permissions (or `*:*:*`); see kit's HasPermi. */
  perms: readonly string[]
  /** A standard action: supplies icon, label, danger and (for remove) the confirmation; each can be overridden. */
  kind?: PermActionKind
  /** The label; defaults to the kind's (新增 / 修改 / 删除 / 导出). */
  children?: ReactNode
  icon?: ReactNode
  danger?: boolean
  /**
   * `link`: a small link button in a table row. `primary`: the toolbar's outlined primary button (新增).
   * `default`: a plain toolbar button. Default: `primary` for kind add, otherwise `default`.
   */
  type?: 'link' | 'primary' | 'default'
  /** Outlined (antd ghost); default true for `primary`. */
  ghost?: boolean
  disabled?: boolean
  /**
   * Ask 提示 / 确认执行该操作？ (or the given texts) first; `onClick` runs only after 确定.
   * Default true for kind remove.
   */
  confirm?: boolean | ConfirmOptions
  /** The action; with `confirm`, a returned promise keeps 确定 spinning until it settles. */
  onClick?: () => unknown
  'data-testid'?: string
}

/** A button that renders only for a user with one of `perms`, optionally asking for confirmation first. */
export function PermAction({
  perms,
  kind,
  children,
  icon,
  danger,
  type,
  ghost,
  disabled,
  confirm,
  onClick,
  'data-testid': testId,
}: PermActionProps) {
  const preset = kind ? KINDS[kind] : undefined
  const buttonType = type ?? (preset?.primary ? 'primary' : 'default')
  const asks = confirm ?? preset?.confirm ?? false
  const button = (
    <Button
      type={buttonType}
      size={buttonType === 'link' ? 'small' : undefined}
      ghost={ghost ?? buttonType === 'primary'}
      danger={danger ?? preset?.danger}
      icon={icon ?? preset?.icon}
      disabled={disabled}
      onClick={asks || !onClick ? undefined : () => void onClick()}
      data-testid={testId}
    >
      {children ?? preset?.label}
    </Button>
  )
  return (
    <HasPermi perms={perms}>
      {asks ? (
        <ConfirmAction onConfirm={onClick ?? (() => undefined)} disabled={disabled} {...(asks === true ? {} : asks)}>
          {button}
        </ConfirmAction>
      ) : (
        button
      )}
    </HasPermi>
  )
}

/** The actions of one table row, side by side without gaps (link buttons carry their own padding). */
export function RowActions({ children }: { children?: ReactNode }) {
  return <Space size={0}>{children}</Space>
}
