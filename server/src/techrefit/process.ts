import { LIB_STATUS } from '@wp/contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { approvalProcessXml, endOf, type BusinessType, type ProcessChange } from '../platform/processes'
import { trProject } from './schema'

/**
 * 入库 and 立项 of a library project through the workflow (§8.3 `tr_lib_in`, `tr_approve`). The default processes:
 * 提交申请 (`apply`, the starter) → 审核 (`review`, any holder of `techRefitProject:library:review`, the variable
 * `reviewers` set at the start) → end. A reviewer's 驳回 sends it back to `apply`; 终止 ends it as not passed.
 * An administrator may bind another process: its first task should keep the key `apply` (the applicant's step),
 * which is what reads as 退回 here.
 */
export const LIB_IN = 'techrefit.libIn'
export const APPROVE = 'techrefit.approve'

const INFO_PATH = '/techRefitProject/project/library/info?id={businessKey}'

/** A shape of the diagram (BPMN DI), so the definition shows in the designer and the viewer. */
const shape = (id: string, x: number, y: number, w: number, h: number) =>
  `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}"/></bpmndi:BPMNShape>`
const edge = (id: string, from: number, to: number) =>
  `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}"><di:waypoint x="${from}" y="118"/><di:waypoint x="${to}" y="118"/></bpmndi:BPMNEdge>`

/**
 * The review goes to `reviewers` (set when the project is submitted); an instance started by hand from the
 * definitions list has none, and its starter reviews it.
 */
function xml(key: string, name: string, review: string) {
  return approvalProcessXml({
    key,
    name,
    task: { id: 'review', name: review },
    decider: { candidateUsers: '${empty reviewers ? INITIATOR : reviewers}' },
    namedEvents: true,
    diagram: `<bpmndi:BPMNDiagram id="${key}_diagram">
    <bpmndi:BPMNPlane id="${key}_plane" bpmnElement="${key}">
      ${shape('start', 100, 100, 36, 36)}${shape('apply', 180, 78, 100, 80)}${shape('review', 330, 78, 100, 80)}${shape('end', 480, 100, 36, 36)}
      ${edge('f1', 136, 180)}${edge('f2', 280, 330)}${edge('f3', 430, 480)}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>`,
  })
}

/** The library status a change leaves, per business type. */
export function statusAfter(bizType: string, change: ProcessChange): string {
  const ended = endOf(change)
  const atApply = change.openTasks.some((t) => t.taskDefKey === 'apply')
  if (bizType === LIB_IN) {
    if (change.status === 'deleted') return LIB_STATUS.draft
    if (ended) return ended.status === 'completed' ? LIB_STATUS.inLibrary : LIB_STATUS.returned
    return atApply ? LIB_STATUS.returned : LIB_STATUS.reviewing
  }
  if (change.status === 'deleted') return LIB_STATUS.inLibrary
  if (ended) return ended.status === 'completed' ? LIB_STATUS.approved : LIB_STATUS.inLibrary
  return LIB_STATUS.approving
}

async function writeBack(db: Db, bizType: string, change: ProcessChange) {
  const running = change.status === 'running' || change.status === 'suspended'
  await db
    .update(trProject)
    .set({
      libStatus: statusAfter(bizType, change),
      procInsId: running ? change.procInsId : null,
      currentTaskName: running ? change.currentTaskName : null,
      currentAssignee: running ? change.currentAssignee : null,
    })
    .where(eq(trProject.projectId, Number(change.businessKey)))
}

export const libInType: BusinessType = {
  bizType: LIB_IN,
  title: '技改项目入库',
  onProcess: (db, change) => writeBack(db, LIB_IN, change),
  defaultProcess: { xml: xml('tr_lib_in', '技改项目入库审核', '入库审核'), detailPath: INFO_PATH },
}

export const approveType: BusinessType = {
  bizType: APPROVE,
  title: '技改项目立项',
  onProcess: (db, change) => writeBack(db, APPROVE, change),
  defaultProcess: { xml: xml('tr_approve', '技改项目立项审批', '立项审批'), detailPath: INFO_PATH },
}
