import { LIB_STATUS, SASAC_STATUS, SPECIAL_STATUS, type TrProjectInput } from '@wp/contract'
import { badRequest } from '../http/errors'

/** What a library project's figures must satisfy beyond each field's bounds (§4.2). */
type Figures = Partial<
  Pick<
    TrProjectInput,
    | 'totalInvestment'
    | 'invEquipment'
    | 'invConstruction'
    | 'invInstallation'
    | 'invOther'
    | 'fundSelf'
    | 'fundBankLoan'
    | 'fundGroup'
    | 'fundGov'
    | 'fundOther'
    | 'planStart'
    | 'planEnd'
    | 'actualStart'
    | 'actualEnd'
  >
>

const cents = (v: number | null | undefined) => Math.round((v ?? 0) * 100)
const wan = (c: number) => (c / 100).toFixed(2)

/** The investment breakdown within the total, the funding sources adding up to it, the dates in order. */
export function checkFigures(v: Figures) {
  const total = cents(v.totalInvestment)
  const parts = [v.invEquipment, v.invConstruction, v.invInstallation, v.invOther].reduce<number>(
    (s, x) => s + cents(x),
    0,
  )
  if (parts > total) throw badRequest(`投资构成合计（${wan(parts)} 万元）不能超过总投资（${wan(total)} 万元）`)
  const sources = [v.fundSelf, v.fundBankLoan, v.fundGroup, v.fundGov, v.fundOther]
  if (!sources.some((x) => x != null)) throw badRequest('请至少填写一项资金来源')
  const funded = sources.reduce<number>((s, x) => s + cents(x), 0)
  if (Math.abs(funded - total) > 1)
    throw badRequest(`资金来源合计（${wan(funded)} 万元）应等于总投资（${wan(total)} 万元）`)
  if (v.planStart && v.planEnd && v.planEnd < v.planStart) throw badRequest('计划竣工不能早于计划开工')
  if (v.actualStart && v.actualEnd && v.actualEnd < v.actualStart) throw badRequest('实际竣工不能早于实际开工')
}

/** Whether a project in this status may be edited, and why not. */
export function editRefusal(status: string): string | null {
  if (status === LIB_STATUS.reviewing || status === LIB_STATUS.approving) return '项目审批中，不能修改'
  if (status === LIB_STATUS.retired) return '项目已出库，不能修改'
  return null
}

/** Progress a 已立项 project makes by its dates: 实施中 once started, 已完工 once finished. */
export function progressedStatus(status: string, v: { actualStart?: string | null; actualEnd?: string | null }) {
  if (status === LIB_STATUS.approved && v.actualStart) status = LIB_STATUS.implementing
  if (status === LIB_STATUS.implementing && v.actualEnd) status = LIB_STATUS.completed
  return status
}

/** 专项状态 from what the row records (§4.3); 未获批 and 已撤销 stay as set. */
export function specialStatusOf(v: {
  specialStatus?: string | null
  applyDate?: string | null
  approvedAmount?: number | null
  approvalDocNo?: string | null
  receivedAmount?: number | null
  receivedDate?: string | null
  acceptanceDate?: string | null
}): string {
  if (v.specialStatus === SPECIAL_STATUS.refused || v.specialStatus === SPECIAL_STATUS.withdrawn) return v.specialStatus
  if (v.acceptanceDate) return SPECIAL_STATUS.accepted
  if (v.receivedDate || (v.receivedAmount ?? 0) > 0) return SPECIAL_STATUS.funded
  if (v.approvalDocNo || (v.approvedAmount ?? 0) > 0) return SPECIAL_STATUS.granted
  if (v.applyDate) return SPECIAL_STATUS.applied
  return SPECIAL_STATUS.planned
}

/** 报送状态 from the report date and SASAC's feedback (§4.4). */
export function sasacStatusOf(v: { reportDate?: string | null; feedbackResult?: string | null }): string {
  if (v.feedbackResult === 'pass') return SASAC_STATUS.filed
  if (v.feedbackResult === 'return') return SASAC_STATUS.returned
  if (v.reportDate) return SASAC_STATUS.reported
  return SASAC_STATUS.notReported
}
