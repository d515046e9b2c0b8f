import { Descriptions } from 'antd'
import { DictTag, parseTime } from '@wp/kit'
import type { OperLog } from '@wp/contract'

const PRE = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 } as const

/** 操作日志详细: everything recorded about one request. */
export function OperlogDetail({ log }: { log: OperLog }) {
  return (
    <Descriptions column={2} size="small" bordered data-testid="operlog-detail">
      <Descriptions.Item label="操作模块">
        {log.title} / <DictTag type="sys_oper_type" value={String(log.businessType)} />
      </Descriptions.Item>
      <Descriptions.Item label="登录信息">
        {log.operName} / {log.operIp} {log.operLocation}
      </Descriptions.Item>
      <Descriptions.Item label="请求地址">{log.operUrl}</Descriptions.Item>
      <Descriptions.Item label="请求方式">{log.requestMethod}</Descriptions.Item>
      <Descriptions.Item label="操作方法" span={2}>
        {log.method}
      </Descriptions.Item>
      <Descriptions.Item label="请求参数" span={2}>
        <pre style={PRE}>{log.operParam}</pre>
      </Descriptions.Item>
      <Descriptions.Item label="返回参数" span={2}>
        <pre style={PRE}>{log.jsonResult}</pre>
      </Descriptions.Item>
      <Descriptions.Item label="操作状态">{Number(log.status) === 0 ? '正常' : '失败'}</Descriptions.Item>
      <Descriptions.Item label="消耗时间">{log.costTime ?? 0}毫秒</Descriptions.Item>
      <Descriptions.Item label="操作时间" span={2}>
        {parseTime(log.operTime)}
      </Descriptions.Item>
      {Number(log.status) === 1 && (
        <Descriptions.Item label="异常信息" span={2}>
          {log.errorMsg}
        </Descriptions.Item>
      )}
    </Descriptions>
  )
}
