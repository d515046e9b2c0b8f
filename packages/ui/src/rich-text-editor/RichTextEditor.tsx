import { Spin } from 'antd'
import { lazy, Suspense, useMemo } from 'react'
import { kitUploader, UPLOAD_ACTION } from '../upload/kitUploader'
import type { Uploader } from '../upload/uploadResult'

export const EDITOR_HEIGHT = 300

export interface RichTextEditorProps {
  /** HTML content. */
  value?: string
  /** Receives the HTML on change, keyup, undo and redo. */
  onChange?: (html: string) => void
  /** Read-only. */
  disabled?: boolean
  /** Height in px; default 300. */
  height?: number
  placeholder?: string
  /** Upload address for pasted and inserted images, relative to the kit's API base; default '/file/upload'. */
  action?: string
  /** Replaces the kit's upload for images. */
  uploadImage?: Uploader
}

/** Props of the lazily loaded editor module. */
export interface RichTextEditorCoreProps extends Omit<RichTextEditorProps, 'height' | 'action' | 'uploadImage'> {
  height: number
  uploadImage: Uploader
}

const Core = lazy(() => import('./RichTextEditorCore'))

function EditorLoading({ height }: { height: number }) {
  return (
    <div
      className="wp-editor-loading"
      role="status"
      style={{
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        color: 'rgba(0, 0, 0, 0.45)',
      }}
    >
      <Spin size="small" />
      编辑器加载中…
    </div>
  )
}

/**
 * Rich-text editor on self-hosted TinyMCE (no cloud, GPL licence key). This wrapper is light: TinyMCE
 * loads with the editor module when the first editor renders; until then a placeholder of the same height shows.
 */
export function RichTextEditor({
  height = EDITOR_HEIGHT,
  action = UPLOAD_ACTION,
  uploadImage,
  ...props
}: RichTextEditorProps) {
  const uploader = useMemo(() => uploadImage ?? kitUploader(action), [uploadImage, action])
  return (
    <Suspense fallback={<EditorLoading height={height} />}>
      <Core {...props} height={height} uploadImage={uploader} />
    </Suspense>
  )
}
