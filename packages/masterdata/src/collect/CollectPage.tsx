import {
  MASTERDATA_PERMISSIONS as P,
  MDM_COLLECT_TASK,
  MDM_DICTS,
  type CollectErrorRow,
  type CollectRunRow,
} from '@wp/contract'
import { DictTag, download, get, getFeedback, parseTime, type TableResult } from '@wp/kit'
import { PlainTable, ResourceScreen, useGo } from '@wp/ui'
import { Button, Drawer, Table } from 'antd'
import { useState } from 'react'
import { api, PAGES } from '../shared/api'

/** A task's runs with their counts; a run's rejected rows with reasons, downloadable. */
function RunsDrawer({ taskId, onClose }: { taskId: number; onClose: () => void }) {
  const [runs, setRuns] = useState<CollectRunRow[]>()
  const [errors, setErrors] = useState<{ runId: number; rows: CollectErrorRow[] }>()
  if (!runs) void api.runs(taskId).then((r) => setRuns(r.rows))
  return (
    <Drawer open width={900} title="执行记录" onClose={onClose}>
      <Button onClick={() => api.runs(taskId).then((r) => setRuns(r.rows))}>刷新</Button>
      <PlainTable
        rowKey="runId"
        data-testid="collect-runs"
        dataSource={runs}
        columns={[
          { title: '执行', dataIndex: 'runId', width: 70 },
          {
            title: '状态',
            dataIndex: 'runStatus',
            render: (v: string) => <DictTag type={MDM_DICTS.runStatus} value={v} />,
          },
          { title: '读取', dataIndex: 'readCount' },
          { title: '新增', dataIndex: 'insertCount' },
          { title: '更新', dataIndex: 'updateCount' },
          { title: '未变', dataIndex: 'unchangedCount' },
          { title: '拒绝', dataIndex: 'rejectCount' },
          { title: '开始', dataIndex: 'startTime', render: (v: string) => parseTime(v) },
          {
            title: '拒绝行',
            render: (_: unknown, r: CollectRunRow) =>
              r.rejectCount > 0 && (
                <Button
                  type="link"
                  data-testid="collect-errors-open"
                  onClick={async () =>
                    setErrors({
                      runId: r.runId,
                      rows: (
                        await get<TableResult<CollectErrorRow>>(`/masterdata/collect/errors/${r.runId}`, {
                          pageSize: 100,
                        })
                      ).rows,
                    })
                  }
                >
                  查看
                </Button>
              ),
          },
        ]}
      />
      {errors && (
        <>
          <Button
            style={{ marginTop: 12 }}
            onClick={() =>
              download(`/masterdata/collect/errors/${errors.runId}/export`, {}, `采集拒绝行_${errors.runId}.xlsx`)
            }
          >
            下载拒绝行
          </Button>
          <Table
            rowKey="errorId"
            size="small"
            data-testid="collect-errors"
            dataSource={errors.rows}
            columns={[
              { title: '行号', dataIndex: 'rowNo', width: 70 },
              { title: '原因', dataIndex: 'reasons' },
              { title: '源数据', dataIndex: 'rowData', ellipsis: true },
            ]}
          />
        </>
      )}
    </Drawer>
  )
}

/** 采集管理: tasks (model × source), 设置 (cleaning and mapping), 执行 and the runs with their rejected rows. */
export default function CollectPage() {
  const go = useGo()
  const [runsOf, setRunsOf] = useState<number>()
  return (
    <>
      <ResourceScreen
        resource={MDM_COLLECT_TASK}
        toolbar={() => [
          { perm: P.collect.add, label: '新建采集任务', testId: 'collect-new', onClick: () => go(PAGES.collectAdd()) },
        ]}
        rowActions={(row, screen) => [
          {
            perm: P.collect.edit,
            label: '设置',
            testId: 'collect-setup',
            onClick: () => go(PAGES.collectAdd(row.taskId)),
          },
          {
            perm: P.collect.run,
            label: '执行',
            testId: 'collect-run',
            onClick: async () => {
              const res = await api.run(row.taskId)
              getFeedback().message.success(`已开始执行（#${res.data?.runId}）`)
              setRunsOf(row.taskId)
              await screen.reload()
            },
          },
          {
            perm: P.collect.query,
            label: '执行记录',
            testId: 'collect-runs-open',
            onClick: () => setRunsOf(row.taskId),
          },
        ]}
      />
      {runsOf && <RunsDrawer taskId={runsOf} onClose={() => setRunsOf(undefined)} />}
    </>
  )
}
