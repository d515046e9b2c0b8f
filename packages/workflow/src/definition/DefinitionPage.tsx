import {
  ApartmentOutlined,
  CodeOutlined,
  EditOutlined,
  FormOutlined,
  HistoryOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  PlusOutlined,
} from '@ant-design/icons'
import { SUSPENSION_STATE, WORKFLOW_DICT_TYPES, WORKFLOW_PERMISSIONS, type FlowDefinitionRow } from '@wp/contract'
import { importAction, ListScreen, type ExtraAction, type ScreenContext } from '@wp/ui'
import { Tag, Typography } from 'antd'
import { useState } from 'react'
import { StartDialog } from '../task/start/StartDialog'
import { deleteDefinitions, listDefinitions, updateDefinitionState } from './api'
import { BindFormDialog, DiagramDialog, ImportDialog, VersionsDialog, XmlDialog } from './dialogs'

const P = WORKFLOW_PERMISSIONS.definition
type Open = { kind: 'import' } | { kind: 'diagram' | 'xml' | 'versions' | 'form' | 'start'; row: FlowDefinitionRow }

const running = (rows: readonly FlowDefinitionRow[]) => rows.reduce((n, r) => n + (r.runningCount ?? 0), 0)

/** 设计 / 发起 in each row; 流程图, XML, 版本, 配置表单 and 挂起 / 激活 under 更多. */
function rowActions(
  row: FlowDefinitionRow,
  { go, reload, message, confirm }: ScreenContext<FlowDefinitionRow>,
  setOpen: (o: Open) => void,
): ExtraAction[] {
  const suspended = row.suspensionState === SUSPENSION_STATE.SUSPENDED
  return [
    {
      perm: P.designer,
      label: '设计',
      icon: <EditOutlined />,
      testId: 'definition-row-design',
      onClick: () => go(`/flowable/definition/model?deployId=${encodeURIComponent(row.deploymentId)}`),
    },
    {
      perm: WORKFLOW_PERMISSIONS.instance.start,
      label: '发起',
      icon: <PlayCircleOutlined />,
      testId: 'definition-row-start',
      disabled: suspended,
      onClick: () => setOpen({ kind: 'start', row }),
    },
    {
      perm: P.query,
      label: '流程图',
      icon: <ApartmentOutlined />,
      testId: 'definition-row-diagram',
      more: true,
      onClick: () => setOpen({ kind: 'diagram', row }),
    },
    {
      perm: P.query,
      label: 'XML',
      icon: <CodeOutlined />,
      testId: 'definition-row-xml',
      more: true,
      onClick: () => setOpen({ kind: 'xml', row }),
    },
    {
      perm: P.query,
      label: '版本',
      icon: <HistoryOutlined />,
      testId: 'definition-row-versions',
      more: true,
      onClick: () => setOpen({ kind: 'versions', row }),
    },
    {
      perm: WORKFLOW_PERMISSIONS.form.deploy,
      label: '配置表单',
      icon: <FormOutlined />,
      testId: 'definition-row-form',
      more: true,
      onClick: () => setOpen({ kind: 'form', row }),
    },
    {
      perm: P.updateState,
      label: suspended ? '激活' : '挂起',
      icon: suspended ? <PlayCircleOutlined /> : <PauseCircleOutlined />,
      testId: 'definition-row-state',
      more: true,
      onClick: () =>
        confirm(
          async () => {
            await updateDefinitionState(row.deploymentId, suspended ? 1 : 2)
            message.success(suspended ? '激活成功' : '挂起成功')
            await reload()
          },
          { content: `确认要${suspended ? '激活' : '挂起'}流程"${row.name}"吗？` },
        ),
    },
  ]
}

/** 流程定义 (flowable/definition/index): deployed versions, deploy by import, suspend / activate, delete, start. */
export default function DefinitionPage() {
  const [open, setOpen] = useState<Open>()
  const close = () => setOpen(undefined)
  return (
    <ListScreen<FlowDefinitionRow>
      name="definition"
      rowKey="deploymentId"
      perms={{ remove: P.remove, query: P.query }}
      load={listDefinitions}
      search={[
        { name: 'name', label: '流程名称', testId: 'definition-search-name' },
        { name: 'category', label: '流程分类', dict: WORKFLOW_DICT_TYPES.processCategory },
      ]}
      columns={[
        { key: 'flowKey', title: '流程标识', width: 140 },
        {
          key: 'name',
          title: '流程名称',
          render: (v, row) => (
            <Typography.Link onClick={() => setOpen({ kind: 'diagram', row })} data-testid="definition-name">
              {String(v)}
            </Typography.Link>
          ),
        },
        { key: 'category', title: '流程分类', width: 110, dict: WORKFLOW_DICT_TYPES.processCategory },
        {
          key: 'formName',
          title: '业务表单',
          render: (v, row) => (
            <Typography.Link onClick={() => setOpen({ kind: 'form', row })}>
              {v ? String(v) : '暂无表单'}
            </Typography.Link>
          ),
        },
        { key: 'version', title: '流程版本', width: 90, align: 'center', render: (v) => <Tag>v{String(v)}</Tag> },
        {
          key: 'suspensionState',
          title: '状态',
          width: 90,
          render: (v) =>
            v === SUSPENSION_STATE.SUSPENDED ? <Tag color="warning">挂起</Tag> : <Tag color="success">激活</Tag>,
        },
        { key: 'runningCount', title: '运行中', width: 80, align: 'center' },
        { key: 'deploymentTime', title: '部署时间', width: 170, time: true },
      ]}
      actionsWidth={300}
      remove={(rows) =>
        deleteDefinitions(
          rows.map((r) => r.deploymentId),
          running(rows) > 0,
        )
      }
      removeConfirm={(rows) =>
        running(rows) > 0
          ? `所选流程还有${running(rows)}个运行中的实例，删除将一并终止并删除这些实例，确认删除吗？`
          : '确认删除所选流程定义吗？'
      }
      toolbar={({ go }) => [
        {
          perm: P.designer,
          label: '新建流程',
          icon: <PlusOutlined />,
          testId: 'definition-new',
          onClick: () => go('/flowable/definition/model'),
        },
        importAction(P.deploy, 'definition-import', () => setOpen({ kind: 'import' })),
      ]}
      rowActions={(row, screen) => rowActions(row, screen, setOpen)}
    >
      {({ reload }) => (
        <>
          {open?.kind === 'import' ? <ImportDialog onClose={close} onDone={reload} /> : null}
          {open?.kind === 'diagram' ? <DiagramDialog row={open.row} onClose={close} /> : null}
          {open?.kind === 'xml' ? <XmlDialog row={open.row} onClose={close} /> : null}
          {open?.kind === 'versions' ? <VersionsDialog row={open.row} onClose={close} /> : null}
          {open?.kind === 'form' ? <BindFormDialog row={open.row} onClose={close} onDone={reload} /> : null}
          {open?.kind === 'start' ? <StartDialog definition={open.row} onClose={close} /> : null}
        </>
      )}
    </ListScreen>
  )
}
