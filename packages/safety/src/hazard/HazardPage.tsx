import { HAZARD, HAZARD_STATUS as S, SAFETY_PERMISSIONS } from '@wp/contract'
import { ResourceScreen } from '@wp/ui'
import { PAGES, submitHazard } from '../api'
import { REPORT_FIELDS } from '../fill/reportFields'

const P = SAFETY_PERMISSIONS.hazard

/** 隐患台账: the description's search, columns, dialog and 导出, with 上报 / 详情 / 办理 beside them. */
export default function HazardPage() {
  return (
    <ResourceScreen
      resource={HAZARD}
      dialog={{ fields: REPORT_FIELDS as never }}
      rowActions={(row, screen) => [
        {
          perm: P.query,
          label: '详情',
          testId: `hazard-details-${row.hazardId}`,
          onClick: () => screen.go(PAGES.details(row.hazardId)),
        },
        ...(row.hazardStatus === S.DRAFT || row.hazardStatus === S.RETURNED
          ? [
              {
                perm: P.submit,
                label: '上报',
                testId: `hazard-submit-${row.hazardId}`,
                confirm: `确认上报隐患「${row.title}」？`,
                onClick: () =>
                  submitHazard(row.hazardId).then(() => {
                    screen.message.success('上报成功')
                    return screen.reload()
                  }),
              },
            ]
          : []),
        {
          perm: P.query,
          label: '办理',
          more: true,
          onClick: () => screen.go(PAGES.edit(row.hazardId)),
        },
      ]}
    />
  )
}
