import { CaretRightOutlined, FileTextOutlined } from '@ant-design/icons'
import { App, Form, Input, Switch, Table, type TableColumnsType } from 'antd'
import { DictTag, parseTime, useAccess, useDict } from '@wp/kit'
import {
  DictSelect,
  exportParams,
  ListPagination,
  ListToolbar,
  PermAction,
  RowActions,
  SearchBar,
  toolbarColumns,
  useConfirm,
  useGo,
  useListPage,
  useToolbarColumns,
  visibleColumns,
  CrudButtons,
} from '@wp/ui'
import { useState } from 'react'
import { changeJobStatus, deleteJobs, exportJobs, listJobs, runJob, type JobRow } from './api'
import { JobDialog } from './JobDialog'

const COLUMNS_KEY = 'monitor-job-columns'

/** 定时任务 (component path monitor/job/index). */
export default function JobPage() {
  const { message } = App.useApp()
  const { confirm, holder } = useConfirm()
  const { hasPermiOr } = useAccess()
  const go = useGo()
  const [form] = Form.useForm()
  const list = useListPage<JobRow>(listJobs)
  const { sys_job_group: groups, sys_job_status: statuses } = useDict('sys_job_group', 'sys_job_status')
  const [showSearch, setShowSearch] = useState(true)
  const [selected, setSelected] = useState<number[]>([])
  const [dialog, setDialog] = useState<{ open: boolean; jobId?: number }>({ open: false })

  const remove = async (ids: number[]) => {
    await deleteJobs(ids)
    message.success('删除成功')
    setSelected([])
    await list.reload()
  }
  const toggle = (row: JobRow, on: boolean) =>
    void confirm(
      async () => {
        await changeJobStatus(row.jobId, on ? '0' : '1')
        message.success(`${on ? '启用' : '停用'}成功`)
        await list.reload()
      },
      { content: `确认要"${on ? '启用' : '停用'}""${row.jobName}"任务吗？` },
    )
  const run = (row: JobRow) =>
    void confirm(
      async () => {
        const res = await runJob(row.jobId, row.jobGroup)
        message.success(res.msg || '执行成功')
      },
      { content: `确认要立即执行一次"${row.jobName}"任务吗？` },
    )

  const columns: TableColumnsType<JobRow> = [
    { key: 'jobId', title: '任务编号', dataIndex: 'jobId', width: 90, align: 'center' },
    { key: 'jobName', title: '任务名称', dataIndex: 'jobName', ellipsis: true, align: 'center' },
    {
      key: 'jobGroup',
      title: '任务组名',
      dataIndex: 'jobGroup',
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={groups} value={v} />,
    },
    { key: 'invokeTarget', title: '调用目标字符串', dataIndex: 'invokeTarget', ellipsis: true, align: 'center' },
    { key: 'cronExpression', title: 'cron执行表达式', dataIndex: 'cronExpression', ellipsis: true, align: 'center' },
    {
      key: 'nextValidTime',
      title: '下次执行时间',
      dataIndex: 'nextValidTime',
      width: 170,
      align: 'center',
      render: (v: string) => parseTime(v),
    },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (v: string, row) => (
        <Switch
          checked={v === '0'}
          disabled={!hasPermiOr(['monitor:job:changeStatus'])}
          onChange={(on) => toggle(row, on)}
          data-testid="job-status-switch"
        />
      ),
    },
    {
      title: '操作',
      width: 280,
      align: 'center',
      render: (_, row) => (
        <RowActions>
          <PermAction
            kind="edit"
            type="link"
            perms={['monitor:job:edit']}
            onClick={() => setDialog({ open: true, jobId: row.jobId })}
            data-testid="job-row-edit"
          />
          <PermAction
            kind="remove"
            type="link"
            perms={['monitor:job:remove']}
            onClick={() => remove([row.jobId])}
            data-testid="job-row-remove"
          />
          <PermAction
            type="link"
            perms={['monitor:job:changeStatus']}
            icon={<CaretRightOutlined />}
            onClick={() => run(row)}
            data-testid="job-row-run"
          >
            执行一次
          </PermAction>
          <PermAction
            type="link"
            perms={['monitor:job:query']}
            icon={<FileTextOutlined />}
            onClick={() => go(`/monitor/job-log/index/${row.jobId}`)}
            data-testid="job-row-log"
          >
            调度日志
          </PermAction>
        </RowActions>
      ),
    },
  ]
  const [chosen, setChosen] = useToolbarColumns(toolbarColumns(columns), COLUMNS_KEY)

  return (
    <div data-testid="job-page">
      {holder}
      <SearchBar form={form} hidden={!showSearch} onSearch={list.search} onReset={list.reset}>
        <Form.Item name="jobName" label="任务名称">
          <Input placeholder="请输入任务名称" allowClear style={{ width: 200 }} data-testid="job-search-name" />
        </Form.Item>
        <Form.Item name="jobGroup" label="任务组名">
          <DictSelect placeholder="请选择任务组名" options={groups} />
        </Form.Item>
        <Form.Item name="status" label="任务状态">
          <DictSelect placeholder="请选择任务状态" options={statuses} />
        </Form.Item>
      </SearchBar>
      <ListToolbar
        showSearch={showSearch}
        onShowSearchChange={setShowSearch}
        onRefresh={list.reload}
        columns={chosen}
        onColumnsChange={setChosen}
        storageKey={COLUMNS_KEY}
      >
        <CrudButtons
          perm="monitor:job"
          testId="job"
          selected={selected}
          onAdd={() => setDialog({ open: true })}
          onEdit={(id) => setDialog({ open: true, jobId: id })}
          onRemove={remove}
          onExport={() => exportJobs(exportParams(list.query))}
        />
        <PermAction
          perms={['monitor:job:query']}
          icon={<FileTextOutlined />}
          onClick={() => go('/job/log')}
          data-testid="job-log"
        >
          日志
        </PermAction>
      </ListToolbar>
      <Table<JobRow>
        rowKey="jobId"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        columns={visibleColumns(columns, chosen)}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        data-testid="job-table"
      />
      <ListPagination list={list} />
      <JobDialog
        open={dialog.open}
        jobId={dialog.jobId}
        onClose={() => setDialog({ open: false })}
        onSaved={list.reload}
      />
    </div>
  )
}
