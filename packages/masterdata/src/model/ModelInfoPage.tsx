import { MDM_DICTS, type ModelWorkspace } from '@wp/contract'
import { DictTag, parseTime } from '@wp/kit'
import { PlainTable, useGo } from '@wp/ui'
import { Button, Card, Descriptions, Result, Tabs, type TableColumnsType } from 'antd'
import { useEffect, useState } from 'react'
import { api, PAGES, useQueryParam } from '../shared/api'

/** A tab of the model: a small table of one of its lists (rows keyed by `rowKey`), all rows on one page. */
const tab = <Row extends object>(
  key: string,
  label: string,
  rowKey: keyof Row & string,
  rows: Row[],
  columns: TableColumnsType<Row>,
  testId?: string,
) => ({
  key,
  label,
  children: <PlainTable<Row> rowKey={rowKey} dataSource={rows} data-testid={testId} columns={columns} />,
})

/** 模型详情 (`/masterdata/model/master/info?modelId=`): the model, its draft fields and rules, and its published versions. */
export default function ModelInfoPage() {
  const go = useGo()
  const modelId = useQueryParam('modelId')
  const [ws, setWs] = useState<ModelWorkspace>()
  useEffect(() => {
    if (modelId) void api.workspace(modelId).then(setWs)
  }, [modelId])
  if (!modelId) return <Result status="404" title="请从主数据模型列表打开模型" />
  if (!ws) return <Card loading />
  const d = ws.definition
  return (
    <Card
      title={`${ws.modelName}（${ws.modelCode}）`}
      extra={<Button onClick={() => go(PAGES.design(modelId))}>设计</Button>}
    >
      <Descriptions size="small" column={3}>
        <Descriptions.Item label="状态">
          <DictTag type={MDM_DICTS.modelStatus} value={ws.modelStatus} />
        </Descriptions.Item>
        <Descriptions.Item label="发布版本">{ws.version || '未发布'}</Descriptions.Item>
        <Descriptions.Item label="字段数">{d.fieldList.length}</Descriptions.Item>
      </Descriptions>
      <Tabs
        items={[
          tab('fields', '字段', 'fieldCode', d.fieldList, [
            { title: '字段编码', dataIndex: 'fieldCode' },
            { title: '字段名称', dataIndex: 'fieldName' },
            {
              title: '类型',
              dataIndex: 'dataType',
              render: (v: string) => <DictTag type={MDM_DICTS.dataType} value={v} />,
            },
            { title: '必填', dataIndex: 'required', render: (v?: boolean) => (v ? '是' : '') },
            { title: '唯一', dataIndex: 'unique', render: (v?: boolean) => (v ? '是' : '') },
            { title: '业务主键', dataIndex: 'isBizKey', render: (v?: boolean) => (v ? '是' : '') },
            { title: '分区', dataIndex: 'regionCode' },
          ]),
          tab('rules', '编码规则', 'ruleName', d.ruleList, [
            { title: '规则名称', dataIndex: 'ruleName' },
            { title: '字段', dataIndex: 'fieldCode', render: (v?: string) => v || '主数据编码' },
            { title: '格式', dataIndex: 'format' },
          ]),
          tab('inspect', '质量规则', 'ruleName', d.inspectList, [
            { title: '规则名称', dataIndex: 'ruleName' },
            {
              title: '类型',
              dataIndex: 'checkType',
              render: (v: string) => <DictTag type={MDM_DICTS.checkType} value={v} />,
            },
            { title: '字段', dataIndex: 'fieldCode' },
            { title: '提示', dataIndex: 'message' },
          ]),
          tab(
            'versions',
            '版本',
            'versionId',
            ws.versions,
            [
              { title: '版本', dataIndex: 'version' },
              { title: '字段数', dataIndex: 'fieldCount' },
              { title: '发布人', dataIndex: 'publishBy' },
              { title: '发布时间', dataIndex: 'publishTime', render: (v: string) => parseTime(v) },
            ],
            'model-versions',
          ),
        ]}
      />
    </Card>
  )
}
