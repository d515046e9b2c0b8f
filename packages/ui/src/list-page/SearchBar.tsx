import { ReloadOutlined, SearchOutlined } from '@ant-design/icons'
import { Button, DatePicker, Form, type FormInstance } from 'antd'
import type { Dayjs } from 'dayjs'
import type { ReactNode } from 'react'
import { useFormName } from '../form-name/useFormName'
import type { DateRange, Filters } from './useListPage'

export interface SearchBarProps {
  form: FormInstance
  /** the filter fields (Form.Items) */
  children: ReactNode
  /** label of the date range field; no date range without it */
  dateRangeLabel?: string
  onSearch: (filters: Filters, range: DateRange) => void
  onReset: () => void
  hidden?: boolean
}

type RangeValue = [Dayjs | null, Dayjs | null] | null | undefined

/** The search form above a list (shown or hidden by the RightToolbar's toggle). */
export function SearchBar({ form, children, dateRangeLabel, onSearch, onReset, hidden }: SearchBarProps) {
  const formName = useFormName('search')
  const submit = (values: Filters & { __range?: RangeValue }) => {
    const { __range, ...filters } = values
    const range: DateRange =
      __range?.[0] && __range?.[1] ? [__range[0].format('YYYY-MM-DD'), __range[1].format('YYYY-MM-DD')] : null
    onSearch(filters, range)
  }
  return (
    <Form
      form={form}
      name={formName}
      layout="inline"
      onFinish={submit}
      style={{ display: hidden ? 'none' : undefined, marginBottom: 16, rowGap: 12 }}
      data-testid="search-form"
    >
      {children}
      {dateRangeLabel && (
        <Form.Item name="__range" label={dateRangeLabel}>
          <DatePicker.RangePicker style={{ width: 240 }} />
        </Form.Item>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="search-submit">
          搜索
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          icon={<ReloadOutlined />}
          data-testid="search-reset"
          onClick={() => {
            form.resetFields()
            onReset()
          }}
        >
          重置
        </Button>
      </Form.Item>
    </Form>
  )
}
