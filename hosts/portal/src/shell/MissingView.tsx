import { Result } from 'antd'

export const MISSING_VIEW_TITLE = '页面不存在/未实现'

/** What a menu page shows when no module offers its component path: never a blank. */
export function MissingView({ component, path }: { component: string; path: string }) {
  return (
    <Result
      status="404"
      title={MISSING_VIEW_TITLE}
      data-testid="view-missing"
      subTitle={
        <span>
          没有模块提供组件 <code data-testid="view-missing-component">{component}</code>（路由 {path}
          ）。该功能尚未实现，或菜单的组件路径填写有误。
        </span>
      }
    />
  )
}
