import { TR_LIBRARIES, type LibraryKind, type TrProjectOption } from '@wp/contract'
import { crudApi, formatMoney, useLoad, type ResourceDescription } from '@wp/kit'
import { ResourceForm, useGo, useQueryParam } from '@wp/ui'
import { App, Card, Descriptions, Spin } from 'antd'
import { useCallback, useMemo, useState } from 'react'
import { ProjectSelect } from './ProjectSelect'

type Values = Record<string, unknown>

/**
 * `…/add`: a library's record as a full page. Without `?id=` a new record (special and SASAC ones start by picking
 * the library project, or take `?projectId=` from the project's page); with `?id=` the record is edited.
 * Saving opens the record's `…/info` page.
 */
export function AddPage({ kind, id: idProp }: { kind: LibraryKind; id?: number }) {
  const lib = TR_LIBRARIES[kind]
  const resource: ResourceDescription = lib.resource
  const api = useMemo(() => crudApi(resource), [resource])
  const { message } = App.useApp()
  const go = useGo()
  const id = Number(useQueryParam('id', idProp)) || undefined
  const projectId = Number(useQueryParam('projectId')) || undefined
  const loadRecord = useMemo(() => (id ? async () => (await api.get(id)) as Values : undefined), [api, id])
  const record = useLoad(loadRecord).value
  const fresh = useMemo<Values>(() => (projectId ? { projectId } : {}), [projectId])
  const values = id ? record : fresh
  const [picked, setPicked] = useState<TrProjectOption | undefined>()

  const onPicked = useCallback((p: TrProjectOption | undefined) => setPicked(p), [])
  const fields = useMemo(
    () =>
      lib.linked ? { projectId: { render: () => <ProjectSelect disabled={!!id} onPicked={onPicked} /> } } : undefined,
    [lib.linked, id, onPicked],
  )

  const submit = async (input: Values) => {
    if (id) {
      await api.edit(id, input as never)
      message.success('修改成功')
      go(`${lib.route}/info?id=${id}`)
    } else {
      const row = (await api.add(input as never)) as Values
      message.success('新增成功')
      go(`${lib.route}/info?id=${String(row[resource.id])}`)
    }
  }

  return (
    <Card title={`${id ? '修改' : '新增'}${resource.noun}`} data-testid={`${kind}-add-page`} style={{ margin: 16 }}>
      {lib.linked && picked && (
        <Descriptions
          size="small"
          bordered
          column={2}
          style={{ marginBottom: 16 }}
          data-testid={`${kind}-project-summary`}
          items={[
            { key: 'code', label: '项目编码', children: picked.projectCode },
            { key: 'name', label: '项目名称', children: picked.projectName },
            { key: 'total', label: '总投资', children: `${formatMoney(picked.totalInvestment)} 万元` },
          ]}
        />
      )}
      {values ? (
        <ResourceForm
          resource={resource}
          mode={id ? 'edit' : 'add'}
          values={values as never}
          fields={fields as never}
          onSubmit={submit}
          onCancel={() => go(id ? `${lib.route}/info?id=${id}` : lib.route)}
        />
      ) : (
        <Spin />
      )}
    </Card>
  )
}
