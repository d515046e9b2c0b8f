/**
 * A select's clear button, named in Chinese for screen readers: antd's own `allowClear` labels it "Clear", and the
 * locale does not reach it. Pass as `allowClear={CLEARABLE}` to Select and TreeSelect.
 */
export const CLEARABLE = { label: '清除' } as const

/**
 * A table's select-all checkbox, named in Chinese: antd labels it "Select all" whatever the locale. Spread into a
 * `rowSelection`.
 */
export const SELECT_ALL = { getTitleCheckboxProps: () => ({ 'aria-label': '全选' }) } as const
