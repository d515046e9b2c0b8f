import { UploadOutlined } from '@ant-design/icons'
import { App, Button, Modal, Slider, Space } from 'antd'
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { uploadAvatar } from './api'
import { AVATAR_SIZE, clampPan, cropSource, MAX_ZOOM, type CropState } from './crop'

const VIEWPORT = 280
const CANVAS_STYLE = { width: VIEWPORT, height: VIEWPORT, background: '#f5f5f5', borderRadius: 4, touchAction: 'none' }

/** The picked file as an image, ready to draw. */
function readImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file)
    const img = new Image()
    img.onload = () => {
      URL.revokeObjectURL(url)
      resolve(img)
    }
    img.onerror = reject
    img.src = url
  })
}

/** The framed square of the image as the avatar's PNG. */
function croppedPng(image: HTMLImageElement, crop: CropState): Promise<Blob | null> {
  const out = document.createElement('canvas')
  out.width = AVATAR_SIZE
  out.height = AVATAR_SIZE
  const { sx, sy, size } = cropSource(crop)
  out.getContext('2d')?.drawImage(image, sx, sy, size, size, 0, 0, AVATAR_SIZE, AVATAR_SIZE)
  return new Promise((resolve) => out.toBlob(resolve, 'image/png'))
}

/** Dragging on the viewport moves the frame (kept on the image). */
function usePan(crop: CropState | null, setCrop: (crop: CropState) => void) {
  const drag = useRef<{ x: number; y: number } | null>(null)
  return {
    onPointerDown: (e: PointerEvent<HTMLCanvasElement>) => {
      drag.current = { x: e.clientX, y: e.clientY }
      e.currentTarget.setPointerCapture(e.pointerId)
    },
    onPointerMove: (e: PointerEvent<HTMLCanvasElement>) => {
      if (!drag.current || !crop) return
      const moved = { dx: crop.dx + e.clientX - drag.current.x, dy: crop.dy + e.clientY - drag.current.y }
      drag.current = { x: e.clientX, y: e.clientY }
      setCrop(clampPan({ ...crop, ...moved }))
    },
    onPointerUp: () => {
      drag.current = null
    },
  }
}

/** Pick an image, frame a square of it (zoom and drag), upload it as the avatar. Cropping happens on a canvas here. */
export function AvatarCropper({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean
  onClose: () => void
  onUploaded: () => void
}) {
  const { message } = App.useApp()
  const canvas = useRef<HTMLCanvasElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const [image, setImage] = useState<HTMLImageElement | null>(null)
  const [crop, setCrop] = useState<CropState | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!open) {
      setImage(null)
      setCrop(null)
    }
  }, [open])

  // Redraw the viewport whenever the frame moves.
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d')
    if (!ctx || !image || !crop) return
    const { sx, sy, size } = cropSource(crop)
    ctx.clearRect(0, 0, VIEWPORT, VIEWPORT)
    ctx.drawImage(image, sx, sy, size, size, 0, 0, VIEWPORT, VIEWPORT)
  }, [image, crop])

  const pick = (file: File | undefined) => {
    if (!file) return
    if (!file.type.startsWith('image/'))
      return void message.error('文件格式错误，请上传图片类型,如：JPG，PNG后缀的文件。')
    readImage(file).then(
      (img) => {
        setImage(img)
        setCrop({ width: img.naturalWidth, height: img.naturalHeight, viewport: VIEWPORT, zoom: 1, dx: 0, dy: 0 })
      },
      () => message.error('图片无法读取'),
    )
  }

  const pointer = usePan(crop, setCrop)

  const save = async () => {
    if (!image || !crop) return
    const blob = await croppedPng(image, crop)
    if (!blob) return void message.error('图片处理失败')
    setSaving(true)
    try {
      const result = await uploadAvatar(blob)
      if (result.ok) {
        message.success('修改成功')
        onUploaded()
        onClose()
      } else message.error(result.message)
    } catch {
      // shown by the kit
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      title="修改头像"
      open={open}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" disabled={!image} loading={saving} onClick={save} data-testid="avatar-submit">
            提 交
          </Button>
        </Space>
      }
    >
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        data-testid="avatar-file"
        onChange={(e) => pick(e.target.files?.[0])}
      />
      <div
        style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}
        data-testid="avatar-cropper"
      >
        <canvas
          ref={canvas}
          width={VIEWPORT}
          height={VIEWPORT}
          data-testid="avatar-canvas"
          style={{ ...CANVAS_STYLE, cursor: image ? 'move' : 'default' }}
          {...pointer}
        />
        <Slider
          style={{ width: VIEWPORT }}
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          disabled={!crop}
          value={crop?.zoom ?? 1}
          onChange={(zoom: number) => crop && setCrop(clampPan({ ...crop, zoom }))}
          tooltip={{ formatter: (v) => `${Math.round((v ?? 1) * 100)}%` }}
        />
        <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()} data-testid="avatar-choose">
          选择图片
        </Button>
      </div>
    </Modal>
  )
}
