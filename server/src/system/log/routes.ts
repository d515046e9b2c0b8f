import { SYSTEM_PERMISSIONS, type LoginLog, type OperLog } from '@wp/contract'
import { z } from 'zod'
import { clearFailures } from '../../auth/throttle'
import type { AppContext } from '../../context'
import { crudRoutes, rowOf } from '../../http/crud'
import { okAfter } from '../../http/envelope'
import { BusinessType } from '../../http/oplog'
import { rangeParams } from '../../http/paging'
import type { Router } from '../../http/route'
import { optional, optionalText } from '../../http/validation'
import * as q from './query'

const OPER_TYPES = ['其他', '新增', '修改', '删除', '授权', '导出', '导入', '强退', '生成代码', '清空数据']

const operFilters = {
  title: optionalText(50),
  operName: optionalText(50),
  operIp: optionalText(128),
  businessType: optional(z.coerce.number().int().min(0).max(9)),
  status: optional(z.coerce.number().int().min(0).max(1)),
  params: rangeParams,
}
const loginFilters = {
  ipaddr: optionalText(128),
  userName: optionalText(50),
  status: optional(z.enum(['0', '1'])),
  params: rangeParams,
}

export function logRoutes(r: Router, ctx: AppContext) {
  /* ---- operation log ---- */
  const OPER = '操作日志'
  crudRoutes(r, {
    path: '/system/operlog',
    title: OPER,
    id: 'operId',
    permissions: SYSTEM_PERMISSIONS.operlog,
    row: rowOf<OperLog>(),
    filters: operFilters,
    source: q.operLogs,
    remove: (ids) => q.deleteOperLogs(ctx, ids),
    clean: () => q.cleanOperLogs(ctx),
    export: {
      name: '操作日志',
      columns: [
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
    },
  })

  /* ---- login log ---- */
  const LOGIN = '登录日志'
  crudRoutes(r, {
    path: '/system/logininfor',
    title: LOGIN,
    id: 'infoId',
    permissions: SYSTEM_PERMISSIONS.logininfor,
    row: rowOf<LoginLog>(),
    filters: loginFilters,
    source: q.loginLogs,
    // The family's views read the time as `accessTime`; ours as `loginTime`: rows carry both.
    list: async (query) => {
      const page = await q.loginLogs.page(ctx.db, query)
      return { ...page, rows: page.rows.map((row) => ({ ...row, accessTime: row.loginTime })) }
    },
    detail: false,
    remove: (ids) => q.deleteLoginLogs(ctx, ids),
    clean: () => q.cleanLoginLogs(ctx),
    export: {
      name: '登录日志',
      columns: [
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
    },
  })
  r.get('/system/logininfor/unlock/:userName', {
    access: SYSTEM_PERMISSIONS.logininfor.unlock,
    summary: '解除账号的登录失败锁定',
    params: z.object({ userName: z.string().trim().min(1).max(50) }),
    log: { title: '账户解锁', type: BusinessType.OTHER },
    handler: ({ params }) => okAfter(clearFailures(ctx, 'user', params.userName)),
  })
}
