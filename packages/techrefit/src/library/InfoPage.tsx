import {
  LINKABLE_LIB_STATUSES,
  LIB_STATUS,
  TECHREFIT_PERMISSIONS as P,
  TR_LIBRARIES,
  TR_PROJECT,
  fieldOf,
  type LibraryKind,
  type TrProjectLinks,
} from '@wp/contract'
import { crudApi, DictTag, formatMoney, HasPermi, useLoad, type ResourceDescription } from '@wp/kit'
import { PlainTable, ReasonDialog, useGo, useLoaded, useQueryParam } from '@wp/ui'
import { App, Button, Card, Empty, Space, Spin, Tabs } from 'antd'
import { useCallback, useMemo, useState } from 'react'
import { trApi } from '../api'
import { FieldValue } from '../shared/FieldValue'
import { RecordCard } from '../shared/RecordCard'
import { HistoryTab } from './HistoryTab'
import { YearsTab } from './YearsTab'

type Row = Record<string, unknown>

const ATTACHMENTS = ['attachments', 'approvalFiles', 'remark']
const projects = crudApi(TR_PROJECT)

/** 附件: the record's uploaded files (and the project's approval documents). */
function Attachments({ resource, row }: { resource: ResourceDescription; row: Row }) {
  const present = ATTACHMENTS.filter((key) => resource.fields.some((f) => f.key === key))
  return (
    <RecordCard
      resource={{ ...resource, fields: resource.fields.filter((f) => present.includes(f.key)) }}
      row={row}
      testId="techrefit-attachments"
    />
  )
}

/** A library project's records in the special and SASAC libraries, each opening its own info page. */
function LinkTables({ links, kind }: { links: TrProjectLinks | null; kind: 'special' | 'sasac' }) {
  const go = useGo()
  if (!links) return <Spin />
  const lib = TR_LIBRARIES[kind]
  /** A status column, labelled by the field's dictionary. */
  const dict = (key: string, title: string) => ({
    key,
    title,
    dataIndex: key,
    render: (v: string) => <DictTag type={fieldOf(lib.resource, key).dictType} value={v} />,
  })
  /** 操作: 详情, the record's own info page (`id` its id field). */
  const open = (id: string) => ({
    key: 'o',
    title: '操作',
    width: 80,
    render: (_: unknown, r: Record<string, unknown>) => (
      <Button type="link" onClick={() => go(`${lib.route}/info?id=${String(r[id])}`)}>
        详情
      </Button>
    ),
  })
  const table =
    kind === 'special'
      ? {
          id: 'specialId',
          empty: '暂无专项申报记录',
          columns: [
            { key: 'n', title: '专项名称', dataIndex: 'specialName' },
            { key: 'b', title: '批次', dataIndex: 'specialBatch', width: 100 },
            { key: 'a', title: '申请金额（万元）', dataIndex: 'applyAmount', render: (v: number) => formatMoney(v) },
            dict('specialStatus', '状态'),
          ],
        }
      : {
          id: 'sasacId',
          empty: '暂无国资委报送记录',
          columns: [
            { key: 'y', title: '报送年度', dataIndex: 'reportYear', width: 100 },
            dict('reportType', '报送类型'),
            {
              key: 'p',
              title: '本年计划投资（万元）',
              dataIndex: 'plannedInvestmentYear',
              render: (v: number) => formatMoney(v),
            },
            dict('reportStatus', '报送状态'),
          ],
        }
  return (
    <PlainTable
      rowKey={table.id}
      dataSource={links[kind]}
      data-testid={`techrefit-links-${kind}`}
      locale={{ emptyText: <Empty description={table.empty} /> }}
      columns={[...table.columns, open(table.id)]}
    />
  )
}

/** The libraries a project may be carried into (a new record there, for this project), and their buttons. */
const LINKS = [
  ['special', '申报专项'],
  ['sasac', '报送国资委'],
] as const

/** The project's actions: 修改, 提交入库 / 提交立项, 申报专项, 报送国资委, 出库 (with its reason), each by status and permission. */
function ProjectActions({ row, changed }: { row: Row; changed: () => void }) {
  const { message } = App.useApp()
  const go = useGo()
  const id = row.projectId as number
  const status = String(row.libStatus)
  const [retiring, setRetiring] = useState(false)
  const route = TR_LIBRARIES.library.route
  const editable = ![LIB_STATUS.reviewing, LIB_STATUS.approving, LIB_STATUS.retired].includes(status as never)
  const submittable =
    ([LIB_STATUS.draft, LIB_STATUS.returned, LIB_STATUS.inLibrary] as string[]).includes(status) && !row.procInsId
  const linkable = LINKABLE_LIB_STATUSES.includes(status)
  const submit = async () => {
    await trApi.submit(id)
    message.success('已提交审批')
    changed()
  }
  const retire = async (reason: string) => {
    await trApi.retire(id, reason)
    message.success('已出库')
    changed()
  }
  return (
    <Space wrap>
      {editable && (
        <HasPermi perms={[P.library.edit]}>
          <Button onClick={() => go(`${route}/add?id=${id}`)} data-testid="library-info-edit">
            修改
          </Button>
        </HasPermi>
      )}
      {submittable && (
        <HasPermi perms={[P.library.submit]}>
          <Button type="primary" onClick={submit} data-testid="library-info-submit">
            {status === LIB_STATUS.inLibrary ? '提交立项' : '提交入库'}
          </Button>
        </HasPermi>
      )}
      {linkable &&
        LINKS.map(([kind, label]) => (
          <HasPermi key={kind} perms={[P[kind].add]}>
            <Button
              onClick={() => go(`${TR_LIBRARIES[kind].route}/add?projectId=${id}`)}
              data-testid={`library-info-to-${kind}`}
            >
              {label}
            </Button>
          </HasPermi>
        ))}
      {status !== LIB_STATUS.retired && !row.procInsId && (
        <HasPermi perms={[P.library.retire]}>
          <Button danger onClick={() => setRetiring(true)}>
            出库
          </Button>
        </HasPermi>
      )}
      <ReasonDialog
        title="项目出库"
        open={retiring}
        placeholder="请填写出库原因"
        required
        onClose={() => setRetiring(false)}
        onSubmit={retire}
      />
    </Space>
  )
}

/** The project library's info page: the project card, its actions and the tabs of §4.6. */
function ProjectInfo({ row, reload }: { row: Row; reload: () => void }) {
  const id = row.projectId as number
  const status = String(row.libStatus)
  const links = useLoaded(
    useCallback(() => trApi.links(id), [id]),
    null as TrProjectLinks | null,
  )
  const [version, setVersion] = useState(0)
  const changed = () => {
    setVersion((v) => v + 1)
    reload()
  }
  return (
    <>
      <RecordCard
        resource={TR_PROJECT}
        row={row}
        skip={[...ATTACHMENTS, 'procInsId', ...(status === LIB_STATUS.retired ? [] : ['retireReason'])]}
        title={`${String(row.projectCode)} ${String(row.projectName)}`}
        extra={<ProjectActions row={row} changed={changed} />}
        testId="library-info-card"
      />
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'years',
            label: '年度投资计划与完成',
            children: <YearsTab projectId={id} onSaved={reload} />,
          },
          {
            key: 'special',
            label: `专项申报记录${links?.special.length ? ` (${links.special.length})` : ''}`,
            children: <LinkTables links={links} kind="special" />,
          },
          {
            key: 'sasac',
            label: `国资委报送记录${links?.sasac.length ? ` (${links.sasac.length})` : ''}`,
            children: <LinkTables links={links} kind="sasac" />,
          },
          { key: 'files', label: '附件', children: <Attachments resource={TR_PROJECT} row={row} /> },
          { key: 'history', label: '流程记录', children: <HistoryTab projectId={id} version={version} /> },
        ]}
      />
    </>
  )
}

/** A special or SASAC record's info page: the record, the library project it belongs to (with a link back), 附件. */
function LinkedInfo({ kind, row }: { kind: 'special' | 'sasac'; row: Row }) {
  const go = useGo()
  const lib = TR_LIBRARIES[kind]
  const project = useLoad(useCallback(() => projects.get(row.projectId as number), [row.projectId])).value as
    Row | undefined
  const summary = [
    'projectCode',
    'projectName',
    'orgId',
    'category',
    'totalInvestment',
    'libStatus',
    'planStart',
    'planEnd',
  ]
  return (
    <>
      <RecordCard
        resource={lib.resource}
        row={row}
        skip={[...ATTACHMENTS, 'projectId']}
        title={`${lib.resource.noun}：${String(row.projectName)}`}
        extra={
          <HasPermi perms={[lib.resource.permissions.edit]}>
            <Button onClick={() => go(`${lib.route}/add?id=${String(row[lib.resource.id])}`)}>修改</Button>
          </HasPermi>
        }
        testId={`${kind}-info-card`}
      />
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'project',
            label: '所属项目',
            children: project ? (
              <Card
                size="small"
                extra={
                  <Button
                    type="link"
                    onClick={() => go(`${TR_LIBRARIES.library.route}/info?id=${String(row.projectId)}`)}
                    data-testid={`${kind}-info-project-link`}
                  >
                    查看项目库详情
                  </Button>
                }
              >
                {summary.map((key) => (
                  <div key={key} style={{ padding: '2px 0' }}>
                    <span style={{ color: '#666' }}>{fieldOf(TR_PROJECT, key).label}：</span>
                    <FieldValue field={fieldOf(TR_PROJECT, key)} value={project[key]} />
                  </div>
                ))}
              </Card>
            ) : (
              <Empty description="所属项目不可见" />
            ),
          },
          { key: 'files', label: '附件', children: <Attachments resource={lib.resource} row={row} /> },
        ]}
      />
    </>
  )
}

/** `…/info?id=`: one library's record. */
export function InfoPage({ kind, id: idProp }: { kind: LibraryKind; id?: number }) {
  const lib = TR_LIBRARIES[kind]
  const api = useMemo(() => crudApi(lib.resource as ResourceDescription), [lib.resource])
  const id = Number(useQueryParam('id', idProp)) || undefined
  // ProjectInfo reloads it after an action; the card stays on show until the new answer comes
  const record = useLoad(useMemo(() => (id ? async () => (await api.get(id)) as Row : undefined), [api, id]))
  const row = record.value
  if (!id) return <Empty style={{ margin: 48 }} description="缺少记录编号" data-testid={`${kind}-info-missing`} />
  return (
    <Card style={{ margin: 16 }} data-testid={`${kind}-info-page`}>
      {!row ? (
        <Spin />
      ) : kind === 'library' ? (
        <ProjectInfo row={row} reload={record.reload} />
      ) : (
        <LinkedInfo kind={kind} row={row} />
      )}
    </Card>
  )
}
