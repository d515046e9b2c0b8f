import { Tour, type TourProps } from 'antd'
import { useEffect } from 'react'
import { markIntroSeen } from './introSeen'

const target = (testId: string) => () => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`) as HTMLElement

const FRAME_ID = 'wp-intro-main-frame'

/**
 * The main area as far as the window shows it, for the tour to highlight. The area itself is usually taller than
 * the window, and the tour scrolls a target it cannot show whole into view (antd Tour: `scrollIntoView`, centred),
 * which moved the window down and left the top bar out of sight after the tour. This frame — fixed over the area's
 * visible part, empty and inert, outside React's tree — always fits, so no step scrolls.
 */
function visibleMainArea(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('[data-testid="app-main"]')
  if (!main) return null
  let frame = document.getElementById(FRAME_ID)
  if (!frame) {
    frame = document.createElement('div')
    frame.id = FRAME_ID
    frame.setAttribute('aria-hidden', 'true')
    document.body.append(frame)
  }
  const box = main.getBoundingClientRect()
  const top = Math.max(0, box.top)
  const height = Math.max(0, Math.min(box.bottom, window.innerHeight) - top)
  frame.style.cssText =
    `position:fixed;pointer-events:none;` + `left:${box.left}px;top:${top}px;width:${box.width}px;height:${height}px`
  return frame
}

/** The steps of the guided intro: sidebar, breadcrumb, main area. */
export const INTRO_STEPS: TourProps['steps'] = [
  { title: '菜单导航', description: '左侧菜单列出您有权使用的全部功能，点击即可打开。', target: target('sidebar') },
  {
    title: '面包屑',
    description: '这里显示当前页面所在的位置，点击“首页”可回到工作台。',
    target: target('breadcrumb'),
  },
  {
    title: '主区域',
    description: '页面内容显示在这里；上方的标签页记录打开过的页面，右键可刷新或关闭。',
    target: () => visibleMainArea() as HTMLElement,
  },
]

/** The guided intro (antd Tour, its own chunk: Layout loads it when it opens); closing or finishing it sets the seen flag. */
export default function GuidedIntro({ open, onClose }: { open: boolean; onClose: () => void }) {
  // the main area's frame goes with the tour
  useEffect(() => () => document.getElementById(FRAME_ID)?.remove(), [])
  const steps = (INTRO_STEPS ?? []).filter((s) => typeof s.target !== 'function' || s.target())
  if (!open || !steps.length) return null
  return (
    <Tour
      open
      steps={steps}
      onClose={() => {
        markIntroSeen()
        onClose()
      }}
      onFinish={() => {
        markIntroSeen()
        onClose()
      }}
    />
  )
}
