import { Breadcrumb as AntBreadcrumb } from 'antd'
import { Link } from 'react-router'
import type { PageInfo } from '../menu/types'

/** 首页 / directory / page, from the current page's menu chain. */
export function Breadcrumb({ page }: { page?: PageInfo }) {
  const trail = page?.breadcrumb?.length ? page.breadcrumb : page ? [page.title] : []
  const isHome = page?.path === '/index'
  const items = [
    { title: isHome ? <span>首页</span> : <Link to="/index">首页</Link> },
    ...(isHome ? [] : trail.map((title) => ({ title }))),
  ]
  return (
    <div data-testid="breadcrumb" style={{ paddingLeft: 8 }}>
      <AntBreadcrumb items={items} />
    </div>
  )
}
