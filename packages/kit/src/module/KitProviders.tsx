import { StyleProvider, createCache } from '@ant-design/cssinjs'
import { App, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { FeedbackBridge } from '../feedback/FeedbackBridge'
import { accessibleTokens } from '../settings/contrast'
import { useSettings } from '../settings/settings'
import { translateLibraryLabels } from './libraryLabels'

dayjs.locale('zh-cn')

export interface KitProvidersProps {
  children?: ReactNode
  /**
   * The shadow root the content renders in (custom elements). antd's styles are then written into it, with a cache
   * of its own, and popups open inside it.
   */
  container?: ShadowRoot | HTMLElement
}

/**
 * The providers every face of every module renders in: antd ConfigProvider (zh_CN, theme colour and size from the
 * settings store, with text colours kept readable), antd `<App>` for message / notification / modal, and the feedback bridge that lets the http layer
 * use them. The accessible names antd leaves in English (an InputNumber's step buttons) are given in Chinese under
 * the container, or the whole page's body, where dialogs and popups open too.
 */
export function KitProviders({ children, container }: KitProvidersProps) {
  const colorPrimary = useSettings((s) => s.theme)
  const size = useSettings((s) => s.size)
  const themeConfig = useMemo(() => ({ token: accessibleTokens(colorPrimary) }), [colorPrimary])
  const inShadow = typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot
  // one cache per shadow root: a shared one injects styles into the first root only (cssinjs#83)
  const cache = useMemo(() => createCache(), [])
  const [popupRoot, setPopupRoot] = useState<HTMLDivElement | null>(null)
  const getPopupContainer = useCallback(
    (): HTMLElement => popupRoot ?? (container as unknown as HTMLElement),
    [popupRoot, container],
  )

  useEffect(() => translateLibraryLabels(container ?? document.body), [container])

  const content = (
    <ConfigProvider locale={zhCN} componentSize={size} theme={themeConfig} {...(inShadow ? { getPopupContainer } : {})}>
      <App>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  )
  if (!inShadow) return content
  return (
    <StyleProvider container={container} cache={cache}>
      <div className="wp-element-root">
        {content}
        <div className="wp-popup-root" ref={setPopupRoot} />
      </div>
    </StyleProvider>
  )
}
