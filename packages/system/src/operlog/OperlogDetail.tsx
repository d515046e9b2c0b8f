import { Descriptions, Modal } from 'antd'
import { DictTag, parseTime, useDict } from '@wp/kit'
import type { OperLog } from './api'

/** 操作日志详细. */
export function OperlogDetail({ log, onClose }: { log: OperLog | null; onClose: () => void }) {
  const { sys_oper_type: types } = useDict('sys_oper_type')
  return (
    <Modal title="操作日志详细" open={log !== null} onCancel={onClose} footer={null} width={800} destroyOnHidden>
      {log && (
        <Descriptions column={2} size="small" bordered data-testid="operlog-detail">
          <Descriptions.Item label="操作模块">
            {log.title} / <DictTag options={types} value={String(log.businessType)} />
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
            <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{log.operParam}</pre>
          </Descriptions.Item>
          <Descriptions.Item label="返回参数" span={2}>
            <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{log.jsonResult}</pre>
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
      )}
    </Modal>
  )
}
