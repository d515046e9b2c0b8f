import type { MobileView } from '@wp/kit'
import TabBar from 'antd-mobile/es/components/tab-bar'

/** The bottom tab bar over the modules' screens, above the home indicator. */
export default function ShellTabs(props: {
  views: readonly MobileView[]
  active: string | undefined
  onChange: (path: string) => void
}) {
  return (
    <TabBar className="h5-shell-tabs" activeKey={props.active} onChange={props.onChange}>
      {props.views.map((v) => (
        <TabBar.Item key={v.path} title={v.title} />
      ))}
    </TabBar>
  )
}
