import type { OkrGraph, OkrObjectiveRow } from '@wp/contract'
import { DictTag } from '@wp/kit'
import { useGo } from '@wp/ui'
import { Button, Descriptions, Drawer, Empty, List, Progress, Spin, Tag } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { loadGraph, objectiveApi } from '../api'
import { labelOf } from './mapOption'
import { objectiveDetail } from './objectiveDetail'

const PROGRESS_STATUS: Record<string, string> = { '0': '暂无', '1': '正常', '2': '风险', '3': '延期' }

/**
 * One objective's details in a drawer: title, owner, organisation, state (`GET /okr/objective/:id`), progress,
 * confidence, its key results with their progress and what it aligns to (the map's data: `graph`, or the cycle's map
 * loaded here when none is given). `boardLink` offers 在OKR看板中查看 (`/okr/okr?objectiveId=`).
 */
export function ObjectiveDrawer({
  objectiveId,
  graph: given,
  boardLink = false,
  onClose,
}: {
  objectiveId: number
  graph?: OkrGraph
  boardLink?: boolean
  onClose: () => void
}) {
  const go = useGo()
  const [row, setRow] = useState<OkrObjectiveRow | null>()
  const [loaded, setLoaded] = useState<OkrGraph>()
  useEffect(() => {
    let gone = false
    setRow(undefined)
    void objectiveApi.get(objectiveId).then(
      (r) => !gone && setRow(r ?? null),
      () => !gone && setRow(null),
    )
    return () => {
      gone = true
    }
  }, [objectiveId])
  useEffect(() => {
    if (given || !row) return
    let gone = false
    void loadGraph(row.cycleId).then((g) => !gone && setLoaded(g))
    return () => {
      gone = true
    }
  }, [given, row])
  const graph = given ?? loaded
  const detail = useMemo(() => (graph ? objectiveDetail(graph, objectiveId) : undefined), [graph, objectiveId])
  const waiting = !detail && (row === undefined || (row !== null && !graph))

  return (
    <Drawer
      open
      size={560}
      title={detail?.objective.title ?? row?.title ?? '目标详情'}
      onClose={onClose}
      data-testid="okr-objective-drawer"
      extra={
        boardLink && (
          <Button type="link" data-testid="okr-drawer-board" onClick={() => go(`/okr/okr?objectiveId=${objectiveId}`)}>
            在OKR看板中查看
          </Button>
        )
      }
    >
      {waiting ? (
        <Spin />
      ) : !detail ? (
        <Empty description="目标不存在或无权查看" />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="目标" span={2}>
              {labelOf(detail.objective)}
            </Descriptions.Item>
            <Descriptions.Item label="负责人">{detail.objective.ownerName}</Descriptions.Item>
            <Descriptions.Item label="归属组织">{detail.objective.orgName}</Descriptions.Item>
            <Descriptions.Item label="状态">
              {row ? <DictTag type="okr_obj_status" value={row.objStatus} /> : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="进展状态">{PROGRESS_STATUS[detail.objective.status] ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="进度">
              <Progress
                percent={detail.objective.progress}
                size="small"
                aria-label="目标进度"
                data-testid="okr-drawer-progress"
              />
            </Descriptions.Item>
            <Descriptions.Item label="信心指数">{detail.objective.confidence ?? '—'}</Descriptions.Item>
            {row?.description && (
              <Descriptions.Item label="说明" span={2}>
                {row.description}
              </Descriptions.Item>
            )}
          </Descriptions>
          <h4 style={{ marginTop: 16 }}>关键结果</h4>
          <List
            size="small"
            data-testid="okr-drawer-krs"
            locale={{ emptyText: '暂无关键结果' }}
            dataSource={detail.keyResults}
            renderItem={(k) => (
              <List.Item key={k.id} data-testid={`okr-drawer-kr-${k.refId}`}>
                <div style={{ flex: 1 }}>
                  {k.title} <span style={{ color: '#888' }}>· {k.ownerName}</span>
                  <Progress percent={k.progress} size="small" aria-label={`${k.title} 进度`} />
                </div>
                <span style={{ marginLeft: 12 }}>信心 {k.confidence ?? '—'}</span>
              </List.Item>
            )}
          />
          <h4 style={{ marginTop: 16 }}>对齐到</h4>
          <List
            size="small"
            data-testid="okr-drawer-aligns"
            locale={{ emptyText: '未对齐' }}
            dataSource={detail.alignsTo}
            renderItem={(a) => (
              <List.Item key={`${a.via?.id ?? ''}-${a.target.id}`}>
                <span>
                  {a.via && <span style={{ color: '#888' }}>KR {a.via.title} → </span>}
                  {labelOf(a.target)} <span style={{ color: '#888' }}>（{a.target.orgName}）</span>
                </span>
                {a.kind === 'extra' && <Tag>其他对齐</Tag>}
              </List.Item>
            )}
          />
        </>
      )}
    </Drawer>
  )
}
