import { TECHREFIT_PERMISSIONS, type TrProjectYear } from '@wp/contract'
import { formatMoney, useAccess } from '@wp/kit'
import { MoneyInput, PlainTable } from '@wp/ui'
import { App, Button, Input, InputNumber, Space, Table, type TableColumnsType } from 'antd'
import { useEffect, useState } from 'react'
import { trApi } from '../api'

const sum = (years: readonly TrProjectYear[], key: 'planInvestment' | 'completedYtd') =>
  Math.round(years.reduce((s, y) => s + Math.round(y[key] * 100), 0)) / 100

type Change = (index: number, patch: Partial<TrProjectYear>) => void

/** The plan's columns: inputs for holders of `plan`, text for the others. */
function yearColumns(
  editable: boolean,
  change: Change,
  remove: (index: number) => void,
): TableColumnsType<TrProjectYear> {
  const money = (key: 'planInvestment' | 'completedYtd') => (value: number, _: TrProjectYear, index: number) =>
    editable ? (
      <MoneyInput
        value={value}
        onChange={(v) => change(index, { [key]: Number(v) || 0 })}
        data-testid={`techrefit-year-${key}-${index}`}
      />
    ) : (
      formatMoney(value)
    )
  /** a whole number from `min` to `max` (`empty` when cleared); read only: the number, or — when there is none */
  const whole =
    (key: 'year' | 'updateMonth', min: number, max: number, empty: 0 | null) =>
    (value: number | null, _: TrProjectYear, index: number) =>
      editable ? (
        <InputNumber
          controls={false}
          min={min}
          max={max}
          value={value}
          onChange={(v) => change(index, { [key]: v ?? empty })}
        />
      ) : (
        (value ?? '—')
      )
  return [
    {
      key: 'year',
      title: '年度',
      dataIndex: 'year',
      width: 120,
      render: whole('year', 2000, 2100, 0),
    },
    { key: 'plan', title: '计划投资（万元）', dataIndex: 'planInvestment', render: money('planInvestment') },
    { key: 'done', title: '累计完成（万元）', dataIndex: 'completedYtd', render: money('completedYtd') },
    {
      key: 'rate',
      title: '完成率',
      width: 90,
      render: (_, y) => (y.planInvestment > 0 ? `${((y.completedYtd / y.planInvestment) * 100).toFixed(1)}%` : '—'),
    },
    {
      key: 'month',
      title: '更新至（月）',
      dataIndex: 'updateMonth',
      width: 110,
      render: whole('updateMonth', 1, 12, null),
    },
    {
      key: 'note',
      title: '说明',
      dataIndex: 'note',
      render: (value: string | null, _, index) =>
        editable ? (
          <Input value={value ?? ''} maxLength={500} onChange={(e) => change(index, { note: e.target.value })} />
        ) : (
          value
        ),
    },
    ...(editable
      ? [
          {
            key: 'op',
            title: '操作',
            width: 70,
            render: (_: unknown, __: TrProjectYear, index: number) => (
              <Button type="link" danger onClick={() => remove(index)}>
                删除
              </Button>
            ),
          },
        ]
      : []),
  ]
}

/** 年度投资计划与完成: a project's plan against its completion by year (万元); holders of `plan` edit and save it. */
export function YearsTab({ projectId, onSaved }: { projectId: number; onSaved?: () => void }) {
  const { hasPermi } = useAccess()
  const editable = hasPermi(TECHREFIT_PERMISSIONS.library.plan)
  const { message } = App.useApp()
  const [years, setYears] = useState<TrProjectYear[]>([])
  const [dirty, setDirty] = useState(false)

  useEffect(() => {
    let live = true
    trApi.years(projectId).then((list) => live && setYears(list))
    return () => {
      live = false
    }
  }, [projectId])

  const change = (index: number, patch: Partial<TrProjectYear>) => {
    setYears((list) => list.map((y, i) => (i === index ? { ...y, ...patch } : y)))
    setDirty(true)
  }
  const addYear = () => {
    const last = years.length ? years[years.length - 1].year : new Date().getFullYear() - 1
    setYears([...years, { year: last + 1, planInvestment: 0, completedYtd: 0, updateMonth: null, note: null }])
    setDirty(true)
  }
  const save = async () => {
    await trApi.saveYears(projectId, years)
    message.success('保存成功')
    setDirty(false)
    onSaved?.()
  }
  const remove = (index: number) => {
    setYears(years.filter((_, i) => i !== index))
    setDirty(true)
  }

  return (
    <div data-testid="techrefit-years">
      <PlainTable<TrProjectYear>
        rowKey={(y) => String(y.year)}
        dataSource={years}
        columns={yearColumns(editable, change, remove)}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
            <Table.Summary.Cell index={1}>{formatMoney(sum(years, 'planInvestment'))}</Table.Summary.Cell>
            <Table.Summary.Cell index={2}>{formatMoney(sum(years, 'completedYtd'))}</Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {editable && (
        <Space style={{ marginTop: 12 }}>
          <Button onClick={addYear} data-testid="techrefit-year-add">
            添加年度
          </Button>
          <Button type="primary" disabled={!dirty} onClick={save} data-testid="techrefit-year-save">
            保存
          </Button>
        </Space>
      )}
    </div>
  )
}
