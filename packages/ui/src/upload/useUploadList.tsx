import { Upload, type UploadFile, type UploadProps } from 'antd'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useFeedback } from '../feedback/useFeedback'
import { refuseFile, type RefusalTexts, type UploadLimits } from './rules'
import { readUploadResponse, type Uploader } from './uploadResult'

export const UPLOAD_FAILED_TEXT = '上传文件失败，请重试'

interface Options extends UploadLimits {
  value?: string[]
  defaultValue?: string[]
  onChange?: (urls: string[]) => void
  uploader: Uploader
  texts: RefusalTexts
}

interface UploadList {
  fileList: UploadFile[]
  count: number
  props: Pick<UploadProps, 'fileList' | 'beforeUpload' | 'customRequest' | 'onRemove'>
  holder: ReactNode
}

const baseName = (url: string) => decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() || url)

/**
 * The state behind both upload widgets: the value is the list of uploaded urls; files on their way are kept
 * beside it with their progress; refusals and failures are told through antd message.
 */
export function useUploadList({ value, defaultValue, onChange, uploader, texts, ...limits }: Options): UploadList {
  const { message, holder } = useFeedback()
  const [ownValue, setOwnValue] = useState<string[]>(defaultValue ?? [])
  const urls = value ?? ownValue
  const [pending, setPending] = useState<UploadFile[]>([])
  // Names of files uploaded in this visit (the value holds urls only).
  const names = useRef(new Map<string, string>())
  // Several uploads may finish before the parent re-renders: build on the newest list, not the rendered one.
  const latest = useRef(urls)
  latest.current = urls
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const commit = (next: string[]) => {
    latest.current = next
    setOwnValue(next)
    onChange?.(next)
  }

  const patch = (uid: string, change: Partial<UploadFile> | null) =>
    setPending((list) =>
      change === null ? list.filter((f) => f.uid !== uid) : list.map((f) => (f.uid === uid ? { ...f, ...change } : f)),
    )

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const refusal = refuseFile(file, limits, texts)
    if (refusal) {
      message.error(refusal)
      return Upload.LIST_IGNORE
    }
    const place = latest.current.length + pending.length + batch.indexOf(file)
    if (limits.limit > 0 && place >= limits.limit) {
      if (place === limits.limit) message.error(texts.count(limits.limit))
      return Upload.LIST_IGNORE
    }
    return true
  }

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    if (!(file instanceof File)) return
    const uid = (file as File & { uid?: string }).uid ?? `${Date.now()}-${file.name}`
    setPending((list) => [...list, { uid, name: file.name, status: 'uploading', percent: 0 }])
    const fail = (text: string) => {
      if (!mounted.current) return
      patch(uid, null)
      message.error(text)
    }
    uploader(file, (percent) => mounted.current && patch(uid, { percent }))
      .then((response) => {
        const outcome = readUploadResponse(response, UPLOAD_FAILED_TEXT)
        if (!outcome.ok) return fail(outcome.message)
        names.current.set(outcome.url, outcome.name || file.name)
        if (!mounted.current) return
        patch(uid, null)
        commit([...latest.current, outcome.url])
      })
      .catch(() => fail(UPLOAD_FAILED_TEXT))
  }

  const onRemove: UploadProps['onRemove'] = (file) => {
    if (file.status === 'done' && file.url) commit(latest.current.filter((url) => url !== file.url))
    return false
  }

  const fileList: UploadFile[] = [
    ...urls.map<UploadFile>((url) => ({
      uid: url,
      name: names.current.get(url) ?? baseName(url),
      status: 'done',
      url,
    })),
    ...pending,
  ]

  return {
    fileList,
    count: fileList.length,
    props: { fileList, beforeUpload, customRequest, onRemove },
    holder,
  }
}
