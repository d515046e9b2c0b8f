import { EyeOutlined } from '@ant-design/icons'
import type { FlowCopyRow } from '@wp/contract'
import { ListScreen } from '@wp/ui'
import { Tag } from 'antd'
import { listCopies } from './api'
import { detailLink } from './links'

/** 抄送我的 (flowable/task/copy/index): instances copied to the user. */
export default function CopyPage() {
  return (
    <ListScreen<FlowCopyRow>
      name="copy"
      rowKey="copyId"
      perms={{}}
      load={listCopies}
      search={[{ name: 'name', label: '流程名称' }]}
      columns={[
        { key: 'title', title: '标题' },
        { key: 'procDefName', title: '流程名称' },
        { key: 'startUserName', title: '发起人', width: 110 },
        { key: 'originatorName', title: '抄送人', width: 110 },
        { key: 'createTime', title: '抄送时间', width: 170, time: true },
        {
          key: 'readTime',
          title: '状态',
          width: 90,
          render: (v) => (v ? <Tag>已读</Tag> : <Tag color="blue">未读</Tag>),
        },
      ]}
      rowActions={(row, { go }) => [
        {
          label: '查看',
          icon: <EyeOutlined />,
          testId: 'copy-row-view',
          onClick: () => go(detailLink({ taskId: null, procInsId: row.procInsId, deployId: '' }, true)),
        },
      ]}
    />
  )
}
