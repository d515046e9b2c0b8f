import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons'
import { Button, Modal, type ModalProps } from 'antd'
import { useState, type CSSProperties } from 'react'

export interface FullScreenModalProps extends ModalProps {
  /** Full-screen state, controlled. */
  fullScreen?: boolean
  defaultFullScreen?: boolean
  onFullScreenChange?: (fullScreen: boolean) => void
}

type SemanticStyles = Exclude<NonNullable<ModalProps['styles']>, (...args: never[]) => unknown>

const FULL: SemanticStyles = {
  container: { height: '100vh', borderRadius: 0, display: 'flex', flexDirection: 'column' },
  body: { flex: 1, overflow: 'auto' },
}

function merge(base: SemanticStyles | undefined, extra: SemanticStyles): SemanticStyles {
  const out: SemanticStyles = { ...base }
  for (const key of Object.keys(extra) as (keyof SemanticStyles)[]) {
    out[key] = { ...base?.[key], ...extra[key] } as CSSProperties
  }
  return out
}

/** An antd Modal with a button in its header that switches it to full screen and back. */
export function FullScreenModal({
  fullScreen,
  defaultFullScreen = false,
  onFullScreenChange,
  title,
  width,
  style,
  styles,
  centered,
  className,
  closable,
  ...modalProps
}: FullScreenModalProps) {
  const [ownFull, setOwnFull] = useState(defaultFullScreen)
  const full = fullScreen ?? ownFull
  const toggle = () => {
    setOwnFull(!full)
    onFullScreenChange?.(!full)
  }
  const label = full ? '退出全屏' : '全屏'

  const mergedStyles: ModalProps['styles'] = !full
    ? styles
    : typeof styles === 'function'
      ? (info) => merge(styles(info), FULL)
      : merge(styles, FULL)

  return (
    <Modal
      {...modalProps}
      closable={closable}
      className={[className, full ? 'wp-modal-fullscreen' : undefined].filter(Boolean).join(' ') || undefined}
      width={full ? '100vw' : width}
      centered={full ? false : centered}
      style={full ? { ...style, top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : style}
      styles={mergedStyles}
      title={
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, paddingInlineEnd: closable === false ? 0 : 32 }}>
          <div style={{ flex: 1, minWidth: 0 }}>{title}</div>
          <Button
            type="text"
            size="small"
            aria-label={label}
            title={label}
            icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={toggle}
          />
        </div>
      }
    />
  )
}
