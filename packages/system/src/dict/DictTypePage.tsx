import { SyncOutlined } from '@ant-design/icons'
import { DICT_TYPE, SYSTEM_PERMISSIONS } from '@wp/contract'
import { clearDictCache } from '@wp/kit'
import { ResourceScreen } from '@wp/ui'
import { dictTypes, refreshDictCache } from './api'

/** 字典管理: the dictionary types (component path system/dict/index); a type's name opens its data. */
export default function DictTypePage() {
  return (
    <ResourceScreen
      resource={DICT_TYPE}
      api={dictTypes}
      columns={{
        dictType: {
          render: (value, row, _, screen) => (
            <a data-testid="dict-type-link" onClick={() => screen.go(`/dict/type/data/${row.dictId}`)}>
              {String(value)}
            </a>
          ),
        },
      }}
      changed={() => clearDictCache()}
      toolbar={(screen) => [
        {
          perm: SYSTEM_PERMISSIONS.dict.remove,
          label: '刷新缓存',
          icon: <SyncOutlined />,
          danger: true,
          testId: 'dict-type-refresh-cache',
          onClick: () =>
            refreshDictCache().then(
              () => {
                clearDictCache()
                screen.message.success('刷新成功')
              },
              () => undefined,
            ),
        },
      ]}
    />
  )
}
