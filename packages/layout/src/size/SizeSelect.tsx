import { FontSizeOutlined } from '@ant-design/icons'
import { App, Dropdown, Tooltip } from 'antd'
import { useSettings } from '@wp/kit'
import { SIZE_OPTIONS, normalizeSize, type FamilySize } from './size'

/** 布局大小: 默认 / 中等 / 小 / 迷你, kept in the `size` cookie. */
export function SizeSelect() {
  const { message } = App.useApp()
  const current = normalizeSize(useSettings((s) => s.familySize))
  const setSize = useSettings((s) => s.setSize)
  return (
    <Dropdown
      trigger={['click']}
      destroyOnHidden
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: SIZE_OPTIONS.map((o) => ({
          key: o.value,
          label: <span data-testid={`size-option-${o.value}`}>{o.label}</span>,
        })),
        onClick: ({ key }) => {
          if (key === current) return
          setSize(key as FamilySize)
          message.success('布局大小已切换')
        },
      }}
    >
      <Tooltip title="布局大小" placement="bottom">
        <button type="button" className="wp-nav-icon" data-testid="size-select" aria-label="布局大小">
          <FontSizeOutlined />
        </button>
      </Tooltip>
    </Dropdown>
  )
}
