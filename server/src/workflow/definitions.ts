/** Definitions: deploy (a new version per key), list, XML and picture, suspend / activate, delete; designer pickers. */
import { SUSPENSION_STATE, type FlowDefinitionRow, type FlowDeptOption, type FlowPage } from '@wp/contract'
import { BpmnModdle } from 'bpmn-moddle'
import type { SessionAccess } from '../auth/session'
import type { AppContext } from '../context'
import { enabledDepts, enabledRoles, findUsers } from '../directory'
import type { Served } from '../http/envelope'
import { badRequest, ServiceError } from '../http/errors'
import { TASK_LISTENERS } from './engine/listeners'
import { compileModel, ModelError } from './engine/model'
import { removeInstances } from './commands'
import { definitionFilters } from './queries'
import { inTransaction, poolOf, q } from './store'

export interface DeployInput {
  xml: string
  name?: string | null
  category?: string | null
}

/** Parses, validates and stores a new version; binds the start event's form (formKey) to the deployment. */
export async function deploy(ctx: AppContext, user: Pick<SessionAccess, 'userName'>, input: DeployInput) {
  let model
  try {
    model = await compileModel(input.xml)
  } catch (err) {
    if (err instanceof ModelError) throw badRequest(`流程模型校验未通过：${err.problems.slice(0, 8).join('；')}`)
    throw err
  }
  const name = input.name?.trim() || model.name
  return inTransaction(ctx, async (c) => {
    // one deploy per key at a time, so versions never clash
    await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`wf_definition:${model.processId}`])
    const { rows } = await c.query<{ id: string; version: number }>(
      `INSERT INTO wf_definition (key, name, category, version, xml, model, deploy_time, create_by)
       SELECT $1::text, $2::text, $3::text, COALESCE(max(version), 0) + 1, $4::text, $5::jsonb, $6::timestamptz, $7::text FROM wf_definition WHERE key = $1::text
       RETURNING id, version`,
      [model.processId, name, input.category || null, input.xml, JSON.stringify(model), ctx.clock.now(), user.userName],
    )
    const id = Number(rows[0].id)
    if (model.formKey && /^\d+$/.test(model.formKey)) {
      const form = await c.query('SELECT 1 FROM wf_form WHERE form_id = $1', [Number(model.formKey)])
      if (!form.rowCount) throw badRequest(`开始节点的表单「${model.formKey}」不存在`)
      await c.query('INSERT INTO wf_deploy_form (deploy_id, form_id) VALUES ($1, $2)', [id, Number(model.formKey)])
    }
    return { deploymentId: String(id), id: `${model.processId}:${rows[0].version}:${id}`, version: rows[0].version }
  })
}

export interface DefinitionQuery {
  pageNum: number
  pageSize: number
  name?: string
  category?: string
  latest?: boolean
  /** only active definitions (the 发起流程 drawer) */
  active?: boolean
}

export async function listDefinitions(
  ctx: AppContext,
  query: DefinitionQuery,
): Promise<FlowPage<Served<FlowDefinitionRow>>> {
  const values: unknown[] = []
  const where = definitionFilters(query, values)
  if (query.latest) where.push('d.version = (SELECT max(version) FROM wf_definition x WHERE x.key = d.key)')
  if (query.active) where.push('NOT d.suspended')
  values.push(query.pageSize, (query.pageNum - 1) * query.pageSize)
  const { rows } = await poolOf(ctx.db).query(
    `SELECT d.id, d.key, d.name, d.category, d.version, d.suspended, d.deploy_time, f.form_id, f.form_name,
       (SELECT count(*)::int FROM wf_instance i WHERE i.definition_id = d.id AND i.status IN ('running', 'suspended')) AS running,
       count(*) OVER () AS total
     FROM wf_definition d LEFT JOIN wf_deploy_form df ON df.deploy_id = d.id LEFT JOIN wf_form f ON f.form_id = df.form_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY d.deploy_time DESC, d.id DESC LIMIT $${values.length - 1} OFFSET $${values.length}`,
    values,
  )
  return {
    records: rows.map((r) => ({
      id: `${r.key}:${r.version}:${r.id}`,
      name: r.name,
      flowKey: r.key,
      category: r.category,
      formId: r.form_id === null ? null : Number(r.form_id),
      formName: r.form_name,
      version: r.version,
      deploymentId: String(r.id),
      suspensionState: r.suspended ? SUSPENSION_STATE.SUSPENDED : SUSPENSION_STATE.ACTIVE,
      deploymentTime: r.deploy_time,
      runningCount: r.running,
    })),
    total: rows.length ? Number(rows[0].total) : 0,
    size: query.pageSize,
    current: query.pageNum,
  }
}

/** `key:version:id` or the deployment id alone. */
export function definitionIdOf(text: string): number {
  const last = text.split(':').at(-1) ?? ''
  if (!/^\d{1,15}$/.test(last)) throw badRequest('流程定义标识无效')
  return Number(last)
}

export async function readXml(ctx: AppContext, deployId: number) {
  const { rows } = await q<{ xml: string }>(
    poolOf(ctx.db),
    'wf_def_xml',
    'SELECT xml FROM wf_definition WHERE id = $1',
    [deployId],
  )
  if (!rows[0]) throw new ServiceError('流程定义不存在', 404)
  return rows[0].xml
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

interface Bounds {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The diagram as SVG drawn from the XML's BPMN DI (RuoYi returns a PNG from Flowable's generator; an SVG of the
 * same shapes serves the same purpose and scales). Events are circles, gateways diamonds, tasks rounded boxes.
 */
export async function readImage(ctx: AppContext, deployId: number): Promise<string> {
  const xml = await readXml(ctx, deployId)
  const { rootElement } = await new BpmnModdle().fromXML(xml)
  const diagrams = ((rootElement as { diagrams?: { plane?: { planeElement?: unknown[] } }[] }).diagrams ?? [])[0]
  const elements = (diagrams?.plane?.planeElement ?? []) as {
    $type: string
    bounds?: Bounds
    waypoint?: { x: number; y: number }[]
    bpmnElement?: { $type: string; name?: string; id: string }
  }[]
  if (!elements.length) throw new ServiceError('该流程没有图形信息')
  let maxX = 0
  let maxY = 0
  const parts: string[] = []
  for (const e of elements) {
    const type = e.bpmnElement?.$type ?? ''
    const name = esc(e.bpmnElement?.name ?? '')
    if (e.bounds) {
      const { x, y, width: w, height: h } = e.bounds
      maxX = Math.max(maxX, x + w)
      maxY = Math.max(maxY, y + h + 20)
      if (/Event$/.test(type)) {
        const stroke = type === 'bpmn:EndEvent' ? 4 : 2
        parts.push(
          `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${w / 2}" fill="#fff" stroke="#333" stroke-width="${stroke}"/>`,
        )
        if (name) parts.push(`<text x="${x + w / 2}" y="${y + h + 14}" text-anchor="middle">${name}</text>`)
      } else if (/Gateway$/.test(type)) {
        parts.push(
          `<polygon points="${x + w / 2},${y} ${x + w},${y + h / 2} ${x + w / 2},${y + h} ${x},${y + h / 2}" fill="#fff" stroke="#333" stroke-width="2"/>`,
        )
        const mark = type === 'bpmn:ParallelGateway' ? '+' : type === 'bpmn:ExclusiveGateway' ? '×' : '○'
        parts.push(`<text x="${x + w / 2}" y="${y + h / 2 + 6}" text-anchor="middle" font-size="18">${mark}</text>`)
        if (name) parts.push(`<text x="${x + w / 2}" y="${y + h + 14}" text-anchor="middle">${name}</text>`)
      } else {
        parts.push(
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#fff" stroke="#333" stroke-width="2"/>`,
        )
        parts.push(`<text x="${x + w / 2}" y="${y + h / 2 + 5}" text-anchor="middle">${name}</text>`)
      }
    } else if (e.waypoint?.length) {
      const pts = e.waypoint.map((p) => `${p.x},${p.y}`).join(' ')
      for (const p of e.waypoint) {
        maxX = Math.max(maxX, p.x)
        maxY = Math.max(maxY, p.y)
      }
      parts.push(`<polyline points="${pts}" fill="none" stroke="#333" stroke-width="1.5" marker-end="url(#arrow)"/>`)
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${maxX + 20}" height="${maxY + 20}" font-family="sans-serif" font-size="12">
<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#333"/></marker></defs>
${parts.join('\n')}
</svg>`
}

export async function updateDefinitionState(ctx: AppContext, deployId: number, state: 1 | 2) {
  const { rowCount } = await poolOf(ctx.db).query('UPDATE wf_definition SET suspended = $2 WHERE id = $1', [
    deployId,
    state === SUSPENSION_STATE.SUSPENDED,
  ])
  if (!rowCount) throw new ServiceError('流程定义不存在', 404)
}

/** Refused while instances run, unless `cascade`: then they are deleted with the definition. */
export async function deleteDefinitions(ctx: AppContext, ids: number[], cascade: boolean) {
  await inTransaction(ctx, async (c) => {
    const { rows } = await c.query<{ definition_id: string; n: number }>(
      `SELECT definition_id, count(*)::int AS n FROM wf_instance WHERE definition_id = ANY($1::bigint[]) AND status IN ('running', 'suspended') GROUP BY definition_id`,
      [ids],
    )
    if (rows.length && !cascade)
      throw new ServiceError(`该流程定义下还有${rows.reduce((a, r) => a + r.n, 0)}个运行中的流程实例，不能删除`)
    const instances = await c.query<{ id: string }>(
      'SELECT id FROM wf_instance WHERE definition_id = ANY($1::bigint[])',
      [ids],
    )
    await removeInstances(
      ctx,
      c,
      instances.rows.map((r) => Number(r.id)),
    )
    await c.query('DELETE FROM wf_deploy_form WHERE deploy_id = ANY($1::bigint[])', [ids])
    await c.query('DELETE FROM wf_definition WHERE id = ANY($1::bigint[])', [ids])
  })
}

/** The designer's and the approve dialog's user picker. */
export async function userOptions(ctx: AppContext, name?: string, deptId?: number) {
  return (await findUsers(ctx, { name, deptId })).map((u) => ({
    userId: u.userId,
    userName: u.userName,
    nickName: u.nickName,
    deptId: u.deptId,
    deptName: u.deptName,
  }))
}

/** Every enabled department, flat and in display order (the form's department picker builds the tree). */
export async function deptOptions(ctx: AppContext): Promise<FlowDeptOption[]> {
  return (await enabledDepts(ctx)).map((d) => ({ deptId: d.deptId, parentId: d.parentId, deptName: d.deptName }))
}

export async function roleOptions(ctx: AppContext) {
  return enabledRoles(ctx)
}

/** Assignee expressions the designer offers (RuoYi's sys_expression, fixed here: they must be safe to run). */
export const EXPRESSIONS = [
  { id: 1, name: '流程发起人', expression: '${INITIATOR}', dataType: 'fixed' },
  { id: 2, name: '上一步审批人指定', expression: '${approval}', dataType: 'dynamic' },
]

export const listenerOptions = () =>
  Object.entries(TASK_LISTENERS).map(([name, l]) => ({ name, label: l.label, events: [...l.events] }))
