import { SyncOutlined } from '@ant-design/icons'
import { SYSTEM_PERMISSIONS } from '@wp/contract'
import { clearDictCache } from '@wp/kit'
import { ListScreen } from '@wp/ui'
import {
  addDictType,
  deleteDictTypes,
  DICT_TYPE_PATTERN,
  DICT_TYPE_PATTERN_MESSAGE,
  editDictType,
  exportDictTypes,
  getDictType,
  listDictTypes,
  refreshDictCache,
  type DictType,
  type DictTypeInput,
} from './api'

/** 字典管理: the dictionary types (component path system/dict/index); a type's name opens its data. */
export default function DictTypePage() {
  return (
    <ListScreen<DictType, DictTypeInput>
      name="dict-type"
      rowKey="dictId"
      perms={SYSTEM_PERMISSIONS.dict}
      columnsKey="system-dict-type-columns"
      load={listDictTypes}
      dateRange="创建时间"
      search={[
        { name: 'dictName', label: '字典名称' },
        { name: 'dictType', label: '字典类型' },
        { name: 'status', label: '状态', dict: 'sys_normal_disable', placeholder: '字典状态' },
      ]}
      columns={[
        { key: 'dictId', title: '字典编号', width: 100 },
        { key: 'dictName', title: '字典名称' },
        {
          key: 'dictType',
          title: '字典类型',
          render: (value, row, _, screen) => (
            <a data-testid="dict-type-link" onClick={() => screen.go(`/dict/type/data/${row.dictId}`)}>
              {String(value)}
            </a>
          ),
        },
        { key: 'status', title: '状态', width: 90, dict: 'sys_normal_disable' },
        { key: 'remark', title: '备注' },
        { key: 'createTime', title: '创建时间', width: 170 },
      ]}
      remove={(rows) => deleteDictTypes(rows.map((r) => r.dictId))}
      changed={() => clearDictCache()}
      exportFile={exportDictTypes}
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
      dialog={{
        noun: '字典类型',
        labelWidth: 90,
        defaults: { status: '0' },
        load: async (row) => ({ values: row && (await getDictType(row.dictId)) }),
        save: (values, row) => (row ? editDictType({ ...values, dictId: row.dictId }) : addDictType(values)),
        fields: [
          { name: 'dictName', label: '字典名称', required: true, max: 100, testId: 'dict-type-name' },
          {
            name: 'dictType',
            label: '字典类型',
            required: true,
            max: 100,
            rules: [{ pattern: DICT_TYPE_PATTERN, message: DICT_TYPE_PATTERN_MESSAGE }],
            testId: 'dict-type-type',
          },
          { name: 'status', label: '状态', kind: 'radio', dict: 'sys_normal_disable' },
          { name: 'remark', label: '备注', kind: 'textarea', max: 500 },
        ],
      }}
    />
  )
}
