import { CloseOutlined } from '@ant-design/icons'
import { DICT_DATA, type DictDataRow, type DictType } from '@wp/contract'
import { clearDictCache, tagColor } from '@wp/kit'
import { ResourceScreen, useRouteParam } from '@wp/ui'
import { Tag } from 'antd'
import { useEffect, useState } from 'react'
import { dictData, dictTypeOptions, dictTypes } from './api'

/** Nothing is listed until the type is known: the page always shows one type's data. */
const listOfType = (params: Record<string, unknown>) =>
  params.dictType ? dictData.list(params) : Promise.resolve({ rows: [], total: 0 })

/** A value's label in its own 回显样式 (listClass), as DictTag would show it. */
function LabelTag({ row }: { row: DictDataRow }) {
  const color = tagColor(row.listClass ?? '')
  return color === null ? (
    <span className={row.cssClass || undefined}>{row.dictLabel}</span>
  ) : (
    <Tag color={color}>{row.dictLabel}</Tag>
  )
}

/**
 * 字典数据 of one type (component path system/dict/data, route /dict/type/data/:dictId), drawn from the `DICT_DATA`
 * description. Outside the portal the type comes from the `dictId` prop.
 */
export default function DictDataPage({ dictId: dictIdProp }: { dictId?: string | number }) {
  const dictId = useRouteParam('dictId', dictIdProp)
  const [types, setTypes] = useState<DictType[]>([])
  const [opened, setOpened] = useState<string>()
  useEffect(() => {
    dictTypeOptions().then(setTypes, () => undefined)
  }, [])
  useEffect(() => {
    if (dictId)
      dictTypes.get(dictId).then(
        (t) => setOpened(t.dictType),
        () => undefined,
      )
  }, [dictId])
  const typeOf = (filters: Record<string, unknown>) => filters.dictType as string | undefined

  return (
    <ResourceScreen
      resource={DICT_DATA}
      api={dictData}
      load={listOfType}
      presetFilters={opened ? { dictType: opened } : undefined}
      search={{ dictType: { options: types.map((t) => ({ value: t.dictType, label: t.dictName })) } }}
      columns={{ dictLabel: { render: (_, row) => <LabelTag row={row} /> } }}
      canAdd={(screen) => !!typeOf(screen.query.filters)}
      changed={(screen) => clearDictCache(typeOf(screen.query.filters))}
      toolbar={(screen) => [
        { label: '关闭', icon: <CloseOutlined />, testId: 'dict-data-close', onClick: () => screen.go('/system/dict') },
      ]}
      dialog={{ defaults: (screen) => ({ dictType: typeOf(screen.query.filters) }) }}
    />
  )
}
