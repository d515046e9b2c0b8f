import { z } from 'zod'
import { clearFailures } from '../../auth/throttle'
import type { AppContext } from '../../context'
import { ok, table } from '../../http/envelope'
import { inBatches, sendExcel } from '../../http/excel'
import { BusinessType } from '../../http/oplog'
import { pagingFields, rangeParams } from '../../http/paging'
import type { Router } from '../../http/route'
import { idListParam, idParam, optionalText } from '../../http/validation'
import * as q from './query'

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const OPER_TYPES = ['其他', '新增', '修改', '删除', '授权', '导出', '导入', '强退', '生成代码', '清空数据']

const operFilters = {
  title: optionalText(50),
  operName: optionalText(50),
  operIp: optionalText(128),
  businessType: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(9).optional()),
  status: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
  params: rangeParams,
}
const loginFilters = {
  ipaddr: optionalText(128),
  userName: optionalText(50),
  status: z.preprocess(blankToUndefined, z.enum(['0', '1']).optional()),
  params: rangeParams,
}

export function logRoutes(r: Router, ctx: AppContext) {
  /* ---- operation log ---- */
  const OPER = '操作日志'
  r.get('/system/operlog/list', {
    access: 'system:operlog:list',
    summary: '操作日志列表',
    query: z.object({ ...pagingFields, ...operFilters }),
    handler: async ({ query }) => {
      const { rows, total } = await q.listOperLogs(ctx, query)
      return table(rows, total)
    },
  })
  r.delete('/system/operlog/clean', {
    access: 'system:operlog:remove',
    summary: '清空操作日志',
    log: { title: OPER, type: BusinessType.CLEAN },
    handler: async () => {
      await q.cleanOperLogs(ctx)
      return ok()
    },
  })
  r.get('/system/operlog/:operId', {
    access: 'system:operlog:query',
    summary: '操作日志详情',
    params: z.object({ operId: idParam }),
    handler: async ({ params }) => ok(await q.getOperLog(ctx, params.operId)),
  })
  r.delete('/system/operlog/:operIds', {
    access: 'system:operlog:remove',
    summary: '删除操作日志',
    params: z.object({ operIds: idListParam }),
    log: { title: OPER, type: BusinessType.DELETE },
    handler: async ({ params }) => {
      await q.deleteOperLogs(ctx, params.operIds)
      return ok()
    },
  })
  r.post('/system/operlog/export', {
    access: 'system:operlog:export',
    summary: '导出操作日志',
    body: z.object(operFilters).partial(),
    log: { title: OPER, type: BusinessType.EXPORT },
    handler: async ({ body, reply }) => {
      const where = q.operLogFilter(body ?? {})
      return sendExcel(
        reply,
        '操作日志',
        '操作日志',
        [
          { header: '操作序号', key: 'operId', width: 10 },
          { header: '操作模块', key: 'title', width: 16 },
          { header: '业务类型', key: 'businessType', width: 10, format: (v) => OPER_TYPES[Number(v)] ?? '其他' },
          { header: '请求方法', key: 'method', width: 30 },
          { header: '请求方式', key: 'requestMethod', width: 10 },
          { header: '操作人员', key: 'operName', width: 14 },
          { header: '部门名称', key: 'deptName', width: 14 },
          { header: '请求地址', key: 'operUrl', width: 30 },
          { header: '操作地址', key: 'operIp', width: 16 },
          { header: '请求参数', key: 'operParam', width: 40 },
          { header: '返回参数', key: 'jsonResult', width: 40 },
          { header: '状态', key: 'status', width: 8, format: (v) => (Number(v) === 0 ? '正常' : '异常') },
          { header: '错误消息', key: 'errorMsg', width: 30 },
          { header: '操作时间', key: 'operTime', width: 20 },
          { header: '消耗时间（毫秒）', key: 'costTime', width: 12 },
        ],
        inBatches(
          (after, size) => q.operLogBatch(ctx, where, after, size),
          (row) => row.operId,
        ),
      )
    },
  })

  /* ---- login log ---- */
  const LOGIN = '登录日志'
  r.get('/system/logininfor/list', {
    access: 'system:logininfor:list',
    summary: '登录日志列表',
    query: z.object({ ...pagingFields, ...loginFilters }),
    handler: async ({ query }) => {
      const { rows, total } = await q.listLoginLogs(ctx, query)
      return table(rows, total)
    },
  })
  r.delete('/system/logininfor/clean', {
    access: 'system:logininfor:remove',
    summary: '清空登录日志',
    log: { title: LOGIN, type: BusinessType.CLEAN },
    handler: async () => {
      await q.cleanLoginLogs(ctx)
      return ok()
    },
  })
  r.get('/system/logininfor/unlock/:userName', {
    access: 'system:logininfor:unlock',
    summary: '解除账号的登录失败锁定',
    params: z.object({ userName: z.string().trim().min(1).max(50) }),
    log: { title: '账户解锁', type: BusinessType.OTHER },
    handler: async ({ params }) => {
      await clearFailures(ctx, 'user', params.userName)
      return ok()
    },
  })
  r.delete('/system/logininfor/:infoIds', {
    access: 'system:logininfor:remove',
    summary: '删除登录日志',
    params: z.object({ infoIds: idListParam }),
    log: { title: LOGIN, type: BusinessType.DELETE },
    handler: async ({ params }) => {
      await q.deleteLoginLogs(ctx, params.infoIds)
      return ok()
    },
  })
  r.post('/system/logininfor/export', {
    access: 'system:logininfor:export',
    summary: '导出登录日志',
    body: z.object(loginFilters).partial(),
    log: { title: LOGIN, type: BusinessType.EXPORT },
    handler: async ({ body, reply }) => {
      const where = q.loginLogFilter(body ?? {})
      return sendExcel(
        reply,
        '登录日志',
        '登录日志',
        [
          { header: '序号', key: 'infoId', width: 10 },
          { header: '用户账号', key: 'userName', width: 16 },
          { header: '登录状态', key: 'status', width: 10, format: (v) => (v === '0' ? '成功' : '失败') },
          { header: '登录地址', key: 'ipaddr', width: 16 },
          { header: '登录地点', key: 'loginLocation', width: 16 },
          { header: '浏览器', key: 'browser', width: 16 },
          { header: '操作系统', key: 'os', width: 16 },
          { header: '提示消息', key: 'msg', width: 30 },
          { header: '访问时间', key: 'loginTime', width: 20 },
        ],
        inBatches(
          (after, size) => q.loginLogBatch(ctx, where, after, size),
          (row) => row.infoId,
        ),
      )
    },
  })
}
