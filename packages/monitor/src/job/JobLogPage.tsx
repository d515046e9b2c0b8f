import { CloseOutlined } from '@ant-design/icons'
import { MONITOR_PERMISSIONS } from '@wp/contract'
import { parseTime } from '@wp/kit'
import { ListScreen, useRouteParam } from '@wp/ui'
import { Descriptions } from 'antd'
import { useEffect, useState } from 'react'
import { cleanJobLogs, deleteJobLogs, exportJobLogs, getJob, listJobLogs, type JobLogRow } from './api'
import { jobLogFilters } from './form'

const P = MONITOR_PERMISSIONS.job

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

/** 调度日志 (component path monitor/job/log; routes /job/log and /monitor/job-log/index/:jobId, that job's runs). */
export default function JobLogPage({ jobId: jobIdProp }: { jobId?: string | number }) {
  const jobId = useRouteParam('jobId', jobIdProp)
  const [preset, setPreset] = useState<Record<string, string>>()
  useEffect(() => {
    if (jobId && /^\d+$/.test(jobId))
      getJob(jobId).then(
        (job) => setPreset(jobLogFilters(job)),
        () => undefined,
      )
  }, [jobId])

  return (
    <ListScreen<JobLogRow>
      name="job-log"
      rowKey="jobLogId"
      perms={P}
      load={listJobLogs}
      presetFilters={preset}
      dateRange="执行时间"
      search={[
        { name: 'jobName', label: '任务名称', testId: 'job-log-search-name' },
        { name: 'jobGroup', label: '任务组名', dict: 'sys_job_group', placeholder: '请选择任务组名' },
        { name: 'status', label: '执行状态', dict: 'sys_common_status', placeholder: '请选择执行状态' },
      ]}
      columns={[
        { key: 'jobLogId', title: '日志编号', width: 90 },
        { key: 'jobName', title: '任务名称' },
        { key: 'jobGroup', title: '任务组名', width: 100, dict: 'sys_job_group' },
        { key: 'invokeTarget', title: '调用目标字符串' },
        { key: 'jobMessage', title: '日志信息' },
        { key: 'status', title: '执行状态', width: 90, dict: 'sys_common_status' },
        { key: 'startTime', title: '执行时间', width: 170, time: true },
      ]}
      actionsWidth={90}
      remove={(rows) => deleteJobLogs(rows.map((r) => r.jobLogId))}
      removeFrom="toolbar"
      clean={{ confirm: '是否确认清空所有调度日志数据项？', action: cleanJobLogs }}
      exportFile={exportJobLogs}
      toolbar={({ go }) => [
        { label: '关闭', icon: <CloseOutlined />, testId: 'job-log-close', onClick: () => go('/monitor/job') },
      ]}
      detail={{ title: '调度日志详细', width: 700, render: (log) => <JobLogDetail log={log} /> }}
    />
  )
}
