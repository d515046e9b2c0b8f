import { STAT_ENDPOINTS, STATISTICS_PERMISSIONS, SCREENS, type DisplayTokenRow, type ScreenCode } from '@wp/contract'
import { get, post, type ApiResult } from '@wp/kit'
import { ListScreen } from '@wp/ui'
import { Modal, Tag, Typography } from 'antd'
import { screenLayout } from '../screen/layout'

/** 经营发展 · 投资与科技创新 for bigscreen6: what a person reads in the list and the picker. */
const screenTitle = (code: ScreenCode) => screenLayout(code)?.title ?? code

const P = STATISTICS_PERMISSIONS.displayToken

interface TokenInput {
  name: string
  screens: ScreenCode[]
  remark?: string
}

/** The server answers the whole list (at most 500) in `data`; the screen pages it. */
async function list(params: Record<string, unknown>) {
  const rows = ((await get<ApiResult<DisplayTokenRow[]>>(STAT_ENDPOINTS.displayTokenList)).data ?? []).filter(
    (r) => !params.name || r.name.includes(String(params.name)),
  )
  return { rows, total: rows.length }
}

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
      clientPaging
      search={[{ name: 'name', label: '名称' }]}
      columns={[
        { key: 'name', title: '名称' },
        {
          key: 'screens',
          title: '大屏',
          // the screen's name, not its key (bigscreen6)
          render: (screens) => ((screens as ScreenCode[]) ?? []).map((s) => <Tag key={s}>{screenTitle(s)}</Tag>),
        },
        { key: 'tokenPrefix', title: '令牌前缀', width: 120 },
        {
          key: 'revoked',
          title: '状态',
          width: 90,
          render: (r) => (r ? <Tag color="error">已吊销</Tag> : <Tag color="success">有效</Tag>),
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
            options: SCREENS.map((s) => ({ value: s, label: screenTitle(s) })),
            testId: 'stat-display-token-screens',
          },
          { name: 'remark', label: '备注', kind: 'textarea', max: 500 },
        ],
        save: (values) => add(values),
      }}
    />
  )
}
