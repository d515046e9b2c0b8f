import { CaretRightOutlined, FileTextOutlined } from '@ant-design/icons'
import { JOB, MONITOR_PERMISSIONS } from '@wp/contract'
import { crudApi, parseTime, put, rules, type ApiResult } from '@wp/kit'
import { ResourceScreen } from '@wp/ui'
import { Typography } from 'antd'
import { jobBody } from './form'

const P = MONITOR_PERMISSIONS.job
const api = crudApi(JOB)

/** 执行一次: resolves with the server's envelope (msg 执行成功 / 执行失败). */
const runJob = (jobId: number, jobGroup: string) => put<ApiResult>('/monitor/job/run', { jobId, jobGroup }).send()

/** 定时任务 (component path monitor/job/index), drawn from `JOB`; 执行一次 and the logs beside. */
export default function JobPage() {
  return (
    <ResourceScreen
      resource={JOB}
      api={api}
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
        defaults: { status: '1' }, // the family's dialog starts a new job paused
        load: async (row) => {
          const job = row && (await api.get(row.jobId))
          return { values: job, data: job } // the next fire time, shown under the expression
        },
        save: (values, row) => (row ? api.edit(row.jobId, jobBody(values)) : api.add(jobBody(values))),
        fields: {
          jobName: { testId: 'job-name' },
          invokeTarget: { testId: 'job-invoke-target' },
          cronExpression: {
            testId: 'job-cron',
            rules: [rules.cron],
            extra: ({ data }) =>
              data?.nextValidTime ? (
                <Typography.Text type="secondary" data-testid="job-next-time">
                  下次执行时间：{parseTime(data.nextValidTime)}
                </Typography.Text>
              ) : (
                '格式：秒 分 时 日 月 周 [年]，如 0 0/30 * * * ?'
              ),
          },
          misfirePolicy: { testId: 'job-misfire' },
          concurrent: { testId: 'job-concurrent' },
        },
      }}
    />
  )
}
