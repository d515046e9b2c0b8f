import { ResourceScreen } from '@wp/ui'
import { Result, Spin } from 'antd'
import { useLoad } from '@wp/kit'
import { useCallback } from 'react'
import { ledgerDescription } from '../api'

/** The ledger's code: the view's prop, else the menu's `?code=`, else the route's last segment (`/ledger/client`). */
export function codeOf(prop: unknown, search: string, pathname: string): string | undefined {
  const asked = typeof prop === 'string' && prop ? prop : new URLSearchParams(search).get('code')
  const code = asked ?? pathname.split('/').filter(Boolean).pop()
  return code && /^[a-z][a-z0-9]{1,31}$/.test(code) ? code : undefined
}

/**
 * One ledger's screen, drawn from its published description fetched at run time: the search form, columns, dialog
 * with the kit's rules, 导出 and 导入 (the template, the server's per-row reasons) are `ResourceScreen`'s, as for a coded
 * module's resource.
 */
function LedgerScreen({ code }: { code: string }) {
  const { value: resource, error } = useLoad(useCallback(() => ledgerDescription(code), [code]))
  if (error) return <Result status="404" title="台账不可用" subTitle={error.message} />
  if (!resource) return <Spin data-testid="ledger-loading" />
  return (
    <div data-testid="ledger-screen" data-code={code}>
      <ResourceScreen key={`${code}-${JSON.stringify(resource).length}`} resource={resource} />
    </div>
  )
}

export default function LedgerPage({ code: prop }: { code?: string }) {
  const code = codeOf(prop, window.location.search, window.location.pathname)
  if (!code) return <Result status="404" title="未指定台账" subTitle="菜单应以 ?code=client 等指明台账" />
  return <LedgerScreen key={code} code={code} />
}
