import { STAT_ENDPOINTS, STATISTICS_PERMISSIONS, SCREENS, type DisplayTokenRow, type ScreenCode } from '@wp/contract'
import { get, post, type ApiResult, type TableResult } from '@wp/kit'
import { ListScreen } from '@wp/ui'
import { Modal, Tag, Typography } from 'antd'

const P = STATISTICS_PERMISSIONS.displayToken

interface TokenInput {
  name: string
  screens: ScreenCode[]
  remark?: string
}

const list = (params: Record<string, unknown>) =>
  get<TableResult<DisplayTokenRow>>(STAT_ENDPOINTS.displayTokenList, params).send()

/** Makes a token and shows it once: the server keeps only its hash. */
async function add(input: TokenInput) {
  const reply = await post<ApiResult<{ token: string }>>(STAT_ENDPOINTS.displayTokenAdd, input).send()
  const token = reply.data?.token ?? ''
  Modal.info({
    title: '显示令牌（只显示这一次）',
    width: 560,
    content: (
      <div data-testid="stat-display-token-created">
        <Typography.Paragraph copyable={{ text: token }} code>
          {token}
        </Typography.Paragraph>
        <p>在大屏上打开 /screen/?token=此令牌，或在大屏页面输入它。</p>
      </div>
    ),
  })
  return reply
}

/** 显示令牌 (component path statistics/displayToken/index): wall displays' tokens, scoped to screens, revocable. */
export default function DisplayTokenPage() {
  return (
    <ListScreen<DisplayTokenRow, TokenInput>
      name="stat-display-token"
      rowKey="id"
      perms={{ query: P.list, add: P.add, remove: P.remove }}
      load={list}
      search={[{ name: 'name', label: '名称' }]}
      columns={[
        { key: 'name', title: '名称' },
        {
          key: 'screens',
          title: '大屏',
          render: (screens) => ((screens as string[]) ?? []).map((s) => <Tag key={s}>{s}</Tag>),
        },
        { key: 'tokenPrefix', title: '令牌前缀', width: 120 },
        {
          key: 'revoked',
          title: '状态',
          width: 90,
          render: (r) => (r ? <Tag color="red">已吊销</Tag> : <Tag color="green">有效</Tag>),
        },
        { key: 'lastUsedTime', title: '最近使用', width: 170, time: true },
        { key: 'createTime', title: '创建时间', width: 170, time: true },
      ]}
      canRemove={(row) => !row.revoked}
      removeConfirm={(rows) => `确认吊销显示令牌"${rows.map((r) => r.name).join('、')}"吗？使用它的大屏将立即断开。`}
      remove={(rows) => post<ApiResult>(STAT_ENDPOINTS.displayTokenRevoke, { ids: rows.map((r) => r.id) }).send()}
      dialog={{
        noun: '显示令牌',
        fields: [
          { name: 'name', label: '名称', required: true, max: 64, testId: 'stat-display-token-name' },
          {
            name: 'screens',
            label: '大屏',
            kind: 'multi-select',
            required: true,
            dict: 'stat_screen',
            options: SCREENS.map((s) => ({ value: s, label: s })),
            testId: 'stat-display-token-screens',
          },
          { name: 'remark', label: '备注', kind: 'textarea', max: 500 },
        ],
        save: (values) => add(values),
      }}
    />
  )
}
