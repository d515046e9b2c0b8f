import { SyncOutlined } from '@ant-design/icons'
import { SYSTEM_PERMISSIONS } from '@wp/contract'
import { ListScreen } from '@wp/ui'
import {
  addConfig,
  deleteConfigs,
  editConfig,
  exportConfigs,
  getConfig,
  listConfigs,
  refreshConfigCache,
  type ConfigInput,
  type ConfigRow,
} from './api'

/** 参数设置 (component path system/config/index). */
export default function ConfigPage() {
  return (
    <ListScreen<ConfigRow, ConfigInput>
      name="config"
      rowKey="configId"
      perms={SYSTEM_PERMISSIONS.config}
      columnsKey="system-config-columns"
      load={listConfigs}
      dateRange="创建时间"
      search={[
        { name: 'configName', label: '参数名称' },
        { name: 'configKey', label: '参数键名' },
        { name: 'configType', label: '系统内置', dict: 'sys_yes_no' },
      ]}
      columns={[
        { key: 'configId', title: '参数主键', width: 100 },
        { key: 'configName', title: '参数名称' },
        { key: 'configKey', title: '参数键名' },
        { key: 'configValue', title: '参数键值' },
        { key: 'configType', title: '系统内置', width: 100, dict: 'sys_yes_no' },
        { key: 'remark', title: '备注' },
        { key: 'createTime', title: '创建时间', width: 170 },
      ]}
      remove={(rows) => deleteConfigs(rows.map((r) => r.configId))}
      exportFile={exportConfigs}
      toolbar={(screen) => [
        {
          perm: SYSTEM_PERMISSIONS.config.remove,
          label: '刷新缓存',
          icon: <SyncOutlined />,
          danger: true,
          testId: 'config-refresh-cache',
          onClick: () =>
            refreshConfigCache().then(
              () => screen.message.success('刷新成功'),
              () => undefined,
            ),
        },
      ]}
      dialog={{
        noun: '参数',
        labelWidth: 90,
        defaults: { configType: 'Y' },
        load: async (row) => ({ values: row && (await getConfig(row.configId)) }),
        save: (values, row) => {
          const input = { ...values, configValue: values.configValue ?? '' }
          return row ? editConfig({ ...input, configId: row.configId }) : addConfig(input)
        },
        fields: [
          { name: 'configName', label: '参数名称', required: true, max: 100, testId: 'config-name' },
          { name: 'configKey', label: '参数键名', required: true, max: 100, testId: 'config-key' },
          {
            name: 'configValue',
            label: '参数键值',
            kind: 'textarea',
            required: true,
            max: 500,
            testId: 'config-value',
          },
          { name: 'configType', label: '系统内置', kind: 'radio', dict: 'sys_yes_no' },
          { name: 'remark', label: '备注', kind: 'textarea', max: 500 },
        ],
      }}
    />
  )
}
