import { DownloadOutlined, FileSearchOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons'
import { LIB_STATUS, SPECIAL_STATUS, TECHREFIT_PERMISSIONS, TR_API, TR_LIBRARIES, type LibraryKind } from '@wp/contract'
import { download, post, type ResourceDescription, type RowOf } from '@wp/kit'
import { ResourceScreen, type ExtraAction, type ScreenContext } from '@wp/ui'
import { useState } from 'react'
import { trApi } from '../api'
import { SasacImport } from './SasacImport'

type Row = RowOf<ResourceDescription>

/** Statuses a library project may be submitted from (入库, or 立项 once in the library). */
const SUBMITTABLE: readonly string[] = [LIB_STATUS.draft, LIB_STATUS.returned, LIB_STATUS.inLibrary]

/** 未获批 / 撤销 of a special record (or 恢复 once set), through `POST …/special/status/:id`. */
function specialOutcomes(row: Row, screen: ScreenContext<Row>): ExtraAction[] {
  const set = (status: string, done: string) => async () => {
    await post(TR_API.specialStatus(Number(row.specialId)), { status })
    screen.message.success(done)
    await screen.reload()
  }
  const manual = row.specialStatus === SPECIAL_STATUS.refused || row.specialStatus === SPECIAL_STATUS.withdrawn
  const perm = TECHREFIT_PERMISSIONS.special.edit
  return manual
    ? [{ perm, label: '恢复', more: true, testId: 'special-row-restore', onClick: set('', '已恢复') }]
    : [
        {
          perm,
          label: '未获批',
          more: true,
          testId: 'special-row-refused',
          confirm: '确认该专项未获批吗？',
          onClick: set(SPECIAL_STATUS.refused, '已标记未获批'),
        },
        {
          perm,
          label: '撤销',
          more: true,
          testId: 'special-row-withdraw',
          confirm: '确认撤销该专项申报吗？',
          onClick: set(SPECIAL_STATUS.withdrawn, '已撤销'),
        },
      ]
}

/**
 * One library's list (项目库, 专项项目, 国资委项目): the description's search, columns, 导出 and permissions;
 * 新增 and 修改 open the `…/add` page, 详情 the `…/info` page; the project library adds 提交审批.
 */
export function ListPage({ kind }: { kind: LibraryKind }) {
  const lib = TR_LIBRARIES[kind]
  const resource: ResourceDescription = lib.resource
  const [importing, setImporting] = useState(false)
  const idOf = (row: Row) => Number(row[resource.id])
  const rowActions = (row: Row, screen: ScreenContext<Row>): ExtraAction[] => [
    {
      label: '详情',
      icon: <FileSearchOutlined />,
      testId: `${kind}-row-info`,
      onClick: () => screen.go(`${lib.route}/info?id=${idOf(row)}`),
    },
    ...(kind === 'library' && SUBMITTABLE.includes(row.libStatus) && !row.procInsId
      ? [
          {
            perm: TECHREFIT_PERMISSIONS.library.submit,
            label: row.libStatus === LIB_STATUS.inLibrary ? '提交立项' : '提交入库',
            icon: <SendOutlined />,
            testId: `${kind}-row-submit`,
            confirm: `确认提交「${row.projectName}」审批吗？`,
            onClick: async () => {
              await trApi.submit(idOf(row))
              screen.message.success('已提交审批')
              await screen.reload()
            },
          },
        ]
      : []),
    ...(kind === 'special' ? specialOutcomes(row, screen) : []),
  ]
  // the SASAC ledger also goes out and comes back in the fixed layout of a return
  const toolbar = (screen: ScreenContext<Row>): ExtraAction[] =>
    kind === 'sasac'
      ? [
          {
            perm: TECHREFIT_PERMISSIONS.sasac.export,
            label: '导出报送表',
            icon: <DownloadOutlined />,
            testId: 'sasac-sheet',
            onClick: () => {
              const { reportYear, reportType, orgId } = screen.query.filters
              return download(TR_API.sasacSheet, { reportYear, reportType, orgId }, '国资委报送表.xlsx')
            },
          },
          {
            perm: TECHREFIT_PERMISSIONS.sasac.import,
            label: '导入报送表',
            icon: <UploadOutlined />,
            testId: 'sasac-import',
            onClick: () => setImporting(true),
          },
        ]
      : []
  return (
    <ResourceScreen
      resource={resource}
      toolbar={toolbar}
      pages={{ add: `${lib.route}/add`, edit: (row: Row) => `${lib.route}/add?id=${idOf(row)}` }}
      rowActions={rowActions}
    >
      {(screen) =>
        kind === 'sasac' && (
          <SasacImport open={importing} onClose={() => setImporting(false)} onDone={() => void screen.reload()} />
        )
      }
    </ResourceScreen>
  )
}
