import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons'
import { App } from 'antd'
import { useEffect, useState } from 'react'
import { NavIcon } from './NavIcon'

export const NO_FULLSCREEN_WARNING = '你的浏览器不支持全屏'

/** Switches the whole page to full screen and back. */
export function Screenfull() {
  const { message } = App.useApp()
  const [full, setFull] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement)
  useEffect(() => {
    const onChange = () => setFull(!!document.fullscreenElement)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])
  const toggle = () => {
    if (!document.fullscreenEnabled || !document.documentElement.requestFullscreen) {
      message.warning(NO_FULLSCREEN_WARNING)
      return
    }
    const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()
    done?.catch(() => message.warning(NO_FULLSCREEN_WARNING))
  }
  return (
    <NavIcon title={full ? '退出全屏' : '全屏'} label="全屏" testId="fullscreen" onClick={toggle}>
      {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
    </NavIcon>
  )
}
