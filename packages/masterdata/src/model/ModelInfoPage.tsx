import { MDM_DICTS, type ModelWorkspace } from '@wp/contract'
import { DictTag, parseTime } from '@wp/kit'
import { useGo } from '@wp/ui'
import { Button, Card, Descriptions, Result, Table, Tabs } from 'antd'
import { useEffect, useState } from 'react'
import { api, PAGES, useQueryParam } from '../shared/api'

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
          {
            key: 'fields',
            label: '字段',
            children: (
              <Table
                rowKey="fieldCode"
                size="small"
                pagination={false}
                dataSource={d.fieldList}
                columns={[
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
                ]}
              />
            ),
          },
          {
            key: 'rules',
            label: '编码规则',
            children: (
              <Table
                rowKey="ruleName"
                size="small"
                pagination={false}
                dataSource={d.ruleList}
                columns={[
                  { title: '规则名称', dataIndex: 'ruleName' },
                  { title: '字段', dataIndex: 'fieldCode', render: (v?: string) => v || '主数据编码' },
                  { title: '格式', dataIndex: 'format' },
                ]}
              />
            ),
          },
          {
            key: 'inspect',
            label: '质量规则',
            children: (
              <Table
                rowKey="ruleName"
                size="small"
                pagination={false}
                dataSource={d.inspectList}
                columns={[
                  { title: '规则名称', dataIndex: 'ruleName' },
                  {
                    title: '类型',
                    dataIndex: 'checkType',
                    render: (v: string) => <DictTag type={MDM_DICTS.checkType} value={v} />,
                  },
                  { title: '字段', dataIndex: 'fieldCode' },
                  { title: '提示', dataIndex: 'message' },
                ]}
              />
            ),
          },
          {
            key: 'versions',
            label: '版本',
            children: (
              <Table
                rowKey="versionId"
                size="small"
                pagination={false}
                dataSource={ws.versions}
                data-testid="model-versions"
                columns={[
                  { title: '版本', dataIndex: 'version' },
                  { title: '字段数', dataIndex: 'fieldCount' },
                  { title: '发布人', dataIndex: 'publishBy' },
                  { title: '发布时间', dataIndex: 'publishTime', render: (v: string) => parseTime(v) },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  )
}
