import { PROGRESS_REPORT, PROJECT_PERMISSIONS as P, type ProgressReportRow } from '@wp/contract'
import { ResourceScreen, useLoaded } from '@wp/ui'
import { Input, Modal } from 'antd'
import { useState } from 'react'
import { reportApi } from '../api'
import { NO_PROJECTS, projectChoices } from '../project/choices'

/** The projects a report may be written for: established and not finished (进行中, 已暂停, 待验收). */
const loadProjects = projectChoices('2,3,4')

/**
 * 进展汇报: the list drawn from the PROGRESS_REPORT description with 提交 and 批示 beside the derived actions; the
 * leader's comment is a column of its own. With `projectId` it shows that project's reports only (the detail page).
 */
export function ReportScreen({ projectId }: { projectId?: number }) {
  const options = useLoaded(loadProjects, NO_PROJECTS)
  const [commenting, setCommenting] = useState<{ row: ProgressReportRow; reload: () => Promise<void> } | null>(null)
  const [comment, setComment] = useState('')
  return (
    <>
      <ResourceScreen
        resource={PROGRESS_REPORT}
        presetFilters={projectId ? { projectId } : undefined}
        search={projectId ? { projectId: { hidden: true } } : undefined}
        dialog={{
          defaults: projectId ? { projectId } : undefined,
          fields: { projectId: { kind: 'select', options, disabled: !!projectId } },
        }}
        columns={{
          leaderComment: {
            render: (v) => (v ? <strong style={{ color: '#cf1322' }}>{String(v)}</strong> : ''),
          },
        }}
        canRemove={(row) => row.reportStatus === '0'}
        rowActions={(row, screen) => [
          ...(row.reportStatus === '0'
            ? [
                {
                  perm: P.report.edit,
                  label: '提交',
                  testId: `report-submit-${row.reportId}`,
                  confirm: `确认提交 ${row.periodKey} 的进展汇报吗？`,
                  onClick: async () => {
                    await reportApi.submit(row.reportId)
                    screen.message.success('已提交')
                    await screen.reload()
                  },
                },
              ]
            : [
                {
                  perm: P.report.comment,
                  label: '批示',
                  testId: `report-comment-${row.reportId}`,
                  onClick: () => {
                    setComment(row.leaderComment ?? '')
                    setCommenting({ row, reload: screen.reload })
                  },
                },
              ]),
        ]}
      />
      <Modal
        open={!!commenting}
        title="领导批示"
        onCancel={() => setCommenting(null)}
        okButtonProps={{ 'data-testid': 'report-comment-submit' } as never}
        onOk={async () => {
          await reportApi.comment(commenting!.row.reportId, comment)
          await commenting!.reload()
          setCommenting(null)
        }}
      >
        <Input.TextArea
          rows={4}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          data-testid="report-comment-text"
        />
      </Modal>
    </>
  )
}

export default function ReportPage() {
  return <ReportScreen />
}
