import { Tour, type TourProps } from 'antd'
import { markIntroSeen } from './introSeen'

const target = (testId: string) => () => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`) as HTMLElement

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
    target: target('app-main'),
  },
]

/** The guided intro (antd Tour, its own chunk: Layout loads it when it opens); closing or finishing it sets the seen flag. */
export default function GuidedIntro({ open, onClose }: { open: boolean; onClose: () => void }) {
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
