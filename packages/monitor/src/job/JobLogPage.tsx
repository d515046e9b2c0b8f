import { CloseOutlined } from '@ant-design/icons'
import { JOB, JOB_LOG, type JobLogRow } from '@wp/contract'
import { crudApi, parseTime } from '@wp/kit'
import { ResourceScreen, useRouteParam } from '@wp/ui'
import { Descriptions } from 'antd'
import { useEffect, useState } from 'react'
import { jobLogFilters } from './form'

/** 调度日志详细 of one run. */
function JobLogDetail({ log }: { log: JobLogRow }) {
  return (
    <Descriptions column={2} size="small" bordered data-testid="job-log-detail">
      <Descriptions.Item label="日志序号">{log.jobLogId}</Descriptions.Item>
      <Descriptions.Item label="任务名称">{log.jobName}</Descriptions.Item>
      <Descriptions.Item label="任务分组">{log.jobGroup}</Descriptions.Item>
      <Descriptions.Item label="执行时间">{parseTime(log.startTime)}</Descriptions.Item>
      <Descriptions.Item label="调用方法" span={2}>
        {log.invokeTarget}
      </Descriptions.Item>
      <Descriptions.Item label="日志信息" span={2}>
        {log.jobMessage}
      </Descriptions.Item>
      <Descriptions.Item label="执行状态" span={2}>
        {log.status === '0' ? '正常' : '失败'}
      </Descriptions.Item>
      {log.status === '1' && (
        <Descriptions.Item label="异常信息" span={2}>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{log.exceptionInfo}</pre>
        </Descriptions.Item>
      )}
    </Descriptions>
  )
}

/**
 * 调度日志 (component path monitor/job/log; routes /job/log and /monitor/job-log/index/:jobId, that job's runs),
 * drawn from `JOB_LOG`.
 */
export default function JobLogPage({ jobId: jobIdProp }: { jobId?: string | number }) {
  const jobId = useRouteParam('jobId', jobIdProp)
  const [preset, setPreset] = useState<Record<string, string>>()
  useEffect(() => {
    if (jobId && /^\d+$/.test(jobId))
      crudApi(JOB)
        .get(jobId)
        .then(
          (job) => setPreset(jobLogFilters(job)),
          () => undefined,
        )
  }, [jobId])

  return (
    <ResourceScreen
      resource={JOB_LOG}
      presetFilters={preset}
      removeFrom="toolbar"
      toolbar={({ go }) => [
        { label: '关闭', icon: <CloseOutlined />, testId: 'job-log-close', onClick: () => go('/monitor/job') },
      ]}
      detail={{ title: '调度日志详细', width: 700, render: (log) => <JobLogDetail log={log} /> }}
    />
  )
}
