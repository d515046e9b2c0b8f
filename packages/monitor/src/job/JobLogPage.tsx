import { CloseOutlined, DeleteOutlined, EyeOutlined } from '@ant-design/icons'
import { App, Button, Descriptions, Form, Input, Modal, Table, type TableColumnsType } from 'antd'
import { DictTag, parseTime, useDict } from '@wp/kit'
import {
  DictSelect,
  exportParams,
  ListPagination,
  ListToolbar,
  PermAction,
  SearchBar,
  useGo,
  useListPage,
} from '@wp/ui'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { cleanJobLogs, deleteJobLogs, exportJobLogs, getJob, listJobLogs, type JobLogRow } from './api'
import { jobLogFilters } from './form'

/** 调度日志 (component path monitor/job/log; routes /job/log and /monitor/job-log/index/:jobId). */
export default function JobLogPage({ jobId: jobIdProp }: { jobId?: string | number }) {
  const { message } = App.useApp()
  const go = useGo()
  const params = useParams()
  const jobId = jobIdProp !== undefined ? String(jobIdProp) : params.jobId
  const [form] = Form.useForm()
  const list = useListPage<JobLogRow>(listJobLogs)
  const { search } = list
  const { sys_job_group: groups, sys_common_status: statuses } = useDict('sys_job_group', 'sys_common_status')
  const [showSearch, setShowSearch] = useState(true)
  const [selected, setSelected] = useState<number[]>([])
  const [detail, setDetail] = useState<JobLogRow | null>(null)

  useEffect(() => {
    if (!jobId || !/^\d+$/.test(jobId)) return
    getJob(jobId).then(
      (job) => {
        const filters = jobLogFilters(job)
        form.setFieldsValue(filters)
        search(filters)
      },
      () => undefined,
    )
  }, [jobId, form, search])

  const remove = async (ids: number[]) => {
    await deleteJobLogs(ids)
    message.success('删除成功')
    setSelected([])
    await list.reload()
  }
  const clean = async () => {
    await cleanJobLogs()
    message.success('清空成功')
    setSelected([])
    await list.reload()
  }

  const columns: TableColumnsType<JobLogRow> = [
    { title: '日志编号', dataIndex: 'jobLogId', width: 90, align: 'center' },
    { title: '任务名称', dataIndex: 'jobName', ellipsis: true, align: 'center' },
    {
      title: '任务组名',
      dataIndex: 'jobGroup',
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={groups} value={v} />,
    },
    { title: '调用目标字符串', dataIndex: 'invokeTarget', ellipsis: true, align: 'center' },
    { title: '日志信息', dataIndex: 'jobMessage', ellipsis: true, align: 'center' },
    {
      title: '执行状态',
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={statuses} value={v} />,
    },
    { title: '执行时间', dataIndex: 'startTime', width: 170, align: 'center', render: (v: string) => parseTime(v) },
    {
      title: '操作',
      width: 90,
      align: 'center',
      render: (_, row) => (
        <PermAction
          type="link"
          perms={['monitor:job:query']}
          icon={<EyeOutlined />}
          onClick={() => setDetail(row)}
          data-testid="job-log-row-detail"
        >
          详细
        </PermAction>
      ),
    },
  ]

  return (
    <div data-testid="job-log-page">
      <SearchBar form={form} hidden={!showSearch} dateRangeLabel="执行时间" onSearch={list.search} onReset={list.reset}>
        <Form.Item name="jobName" label="任务名称">
          <Input placeholder="请输入任务名称" allowClear style={{ width: 200 }} data-testid="job-log-search-name" />
        </Form.Item>
        <Form.Item name="jobGroup" label="任务组名">
          <DictSelect placeholder="请选择任务组名" options={groups} />
        </Form.Item>
        <Form.Item name="status" label="执行状态">
          <DictSelect placeholder="请选择执行状态" options={statuses} />
        </Form.Item>
      </SearchBar>
      <ListToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={list.reload}>
        <PermAction
          kind="remove"
          perms={['monitor:job:remove']}
          disabled={!selected.length}
          onClick={() => remove(selected)}
          data-testid="job-log-remove"
        />
        <PermAction
          perms={['monitor:job:remove']}
          danger
          icon={<DeleteOutlined />}
          confirm={{ content: '是否确认清空所有调度日志数据项？' }}
          onClick={clean}
          data-testid="job-log-clean"
        >
          清空
        </PermAction>
        <PermAction
          kind="export"
          perms={['monitor:job:export']}
          onClick={() => exportJobLogs(exportParams(list.query))}
          data-testid="job-log-export"
        />
        <Button icon={<CloseOutlined />} onClick={() => go('/monitor/job')} data-testid="job-log-close">
          关闭
        </Button>
      </ListToolbar>
      <Table<JobLogRow>
        rowKey="jobLogId"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        columns={columns}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        data-testid="job-log-table"
      />
      <ListPagination list={list} />
      <Modal
        title="调度日志详细"
        open={detail !== null}
        onCancel={() => setDetail(null)}
        footer={null}
        width={700}
        destroyOnHidden
      >
        {detail && (
          <Descriptions column={2} size="small" bordered data-testid="job-log-detail">
            <Descriptions.Item label="日志序号">{detail.jobLogId}</Descriptions.Item>
            <Descriptions.Item label="任务名称">{detail.jobName}</Descriptions.Item>
            <Descriptions.Item label="任务分组">{detail.jobGroup}</Descriptions.Item>
            <Descriptions.Item label="执行时间">{parseTime(detail.startTime)}</Descriptions.Item>
            <Descriptions.Item label="调用方法" span={2}>
              {detail.invokeTarget}
            </Descriptions.Item>
            <Descriptions.Item label="日志信息" span={2}>
              {detail.jobMessage}
            </Descriptions.Item>
            <Descriptions.Item label="执行状态" span={2}>
              {detail.status === '0' ? '正常' : '失败'}
            </Descriptions.Item>
            {detail.status === '1' && (
              <Descriptions.Item label="异常信息" span={2}>
                <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{detail.exceptionInfo}</pre>
              </Descriptions.Item>
            )}
          </Descriptions>
        )}
      </Modal>
    </div>
  )
}
