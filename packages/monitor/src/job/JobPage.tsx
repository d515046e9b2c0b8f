import { CaretRightOutlined, FileTextOutlined } from '@ant-design/icons'
import { MONITOR_PERMISSIONS } from '@wp/contract'
import { parseTime, rules } from '@wp/kit'
import { ListScreen, statusColumn } from '@wp/ui'
import { Typography } from 'antd'
import {
  addJob,
  changeJobStatus,
  deleteJobs,
  editJob,
  exportJobs,
  getJob,
  listJobs,
  runJob,
  type JobInput,
  type JobRow,
} from './api'
import { CONCURRENT_OPTIONS, JOB_DEFAULTS, jobBody, MISFIRE_OPTIONS } from './form'

const P = MONITOR_PERMISSIONS.job

/** 定时任务 (component path monitor/job/index). */
export default function JobPage() {
  return (
    <ListScreen<JobRow, JobInput, JobRow>
      name="job"
      rowKey="jobId"
      perms={P}
      columnsKey="monitor-job-columns"
      load={listJobs}
      search={[
        { name: 'jobName', label: '任务名称', testId: 'job-search-name' },
        { name: 'jobGroup', label: '任务组名', dict: 'sys_job_group', placeholder: '请选择任务组名' },
        { name: 'status', label: '任务状态', dict: 'sys_job_status', placeholder: '请选择任务状态' },
      ]}
      columns={[
        { key: 'jobId', title: '任务编号', width: 90 },
        { key: 'jobName', title: '任务名称' },
        { key: 'jobGroup', title: '任务组名', width: 100, dict: 'sys_job_group' },
        { key: 'invokeTarget', title: '调用目标字符串' },
        { key: 'cronExpression', title: 'cron执行表达式' },
        { key: 'nextValidTime', title: '下次执行时间', width: 170, time: true },
        statusColumn(P.changeStatus, '任务', 'jobName', (r, s) => changeJobStatus(r.jobId, s)),
      ]}
      actionsWidth={280}
      remove={(rows) => deleteJobs(rows.map((r) => r.jobId))}
      exportFile={exportJobs}
      toolbar={({ go }) => [
        { perm: P.query, label: '日志', icon: <FileTextOutlined />, testId: 'job-log', onClick: () => go('/job/log') },
      ]}
      rowActions={(row, { go, confirm, message }) => [
        {
          perm: P.changeStatus,
          label: '执行一次',
          icon: <CaretRightOutlined />,
          testId: 'job-row-run',
          onClick: () =>
            confirm(async () => message.success((await runJob(row.jobId, row.jobGroup)).msg || '执行成功'), {
              content: `确认要立即执行一次"${row.jobName}"任务吗？`,
            }),
        },
        {
          perm: P.query,
          label: '调度日志',
          icon: <FileTextOutlined />,
          testId: 'job-row-log',
          onClick: () => go(`/monitor/job-log/index/${row.jobId}`),
        },
      ]}
      dialog={{
        noun: '任务',
        width: 760,
        labelWidth: 110,
        defaults: JOB_DEFAULTS,
        load: async (row) => {
          const job = row && (await getJob(row.jobId))
          return { values: job, data: job }
        },
        save: (values, row) => (row ? editJob(jobBody(values, row.jobId)) : addJob(jobBody(values))),
        fields: [
          { name: 'jobName', label: '任务名称', span: 12, required: true, max: 64, testId: 'job-name' },
          { name: 'jobGroup', label: '任务分组', span: 12, kind: 'select', dict: 'sys_job_group' },
          {
            name: 'invokeTarget',
            label: '调用方法',
            tooltip: '调用任务白名单中的任务：任务名，或 任务名(参数, …)，如 cleanOperLog(180)',
            placeholder: '请输入调用目标字符串',
            required: true,
            max: 500,
            testId: 'job-invoke-target',
          },
          {
            name: 'cronExpression',
            label: 'cron表达式',
            placeholder: '请输入cron执行表达式',
            required: true,
            rules: [rules.cron],
            testId: 'job-cron',
            extra: ({ data }) =>
              data?.nextValidTime ? (
                <Typography.Text type="secondary" data-testid="job-next-time">
                  下次执行时间：{parseTime(data.nextValidTime)}
                </Typography.Text>
              ) : (
                '格式：秒 分 时 日 月 周 [年]，如 0 0/30 * * * ?'
              ),
          },
          {
            name: 'misfirePolicy',
            label: '执行策略',
            kind: 'radio-button',
            options: MISFIRE_OPTIONS,
            testId: 'job-misfire',
          },
          {
            name: 'concurrent',
            label: '是否并发',
            span: 12,
            kind: 'radio-button',
            options: CONCURRENT_OPTIONS,
            testId: 'job-concurrent',
          },
          { name: 'status', label: '状态', span: 12, kind: 'radio', dict: 'sys_job_status' },
        ],
      }}
    />
  )
}
