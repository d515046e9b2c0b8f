import { HAZARD_LEVEL, type HazardProgress, type HazardRow } from '@wp/contract'
import { DictTag } from '@wp/kit'
import { DeptName, UserName } from '@wp/ui'
import { Badge, Card, Descriptions, Empty, Image, Space, Tag, Timeline } from 'antd'
import { urlsOf } from './useHazard'

/** Photos as thumbnails that open full size (the upload keeps the original). */
export function Photos({ value, testId }: { value: string | null | undefined; testId?: string }) {
  const urls = urlsOf(value)
  if (!urls.length) return <span>—</span>
  return (
    <Image.PreviewGroup>
      <Space wrap data-testid={testId}>
        {urls.map((u) => (
          <Image key={u} src={u} width={96} height={96} style={{ objectFit: 'cover' }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  )
}

/** The header: number, status, level, overdue, supervision, suspension. */
export function HazardHeader({ hazard }: { hazard: HazardRow }) {
  return (
    <Space wrap data-testid="hazard-header">
      <strong>{hazard.hazardNo}</strong>
      <span>{hazard.title}</span>
      <span data-testid="hazard-status">
        <DictTag type="safe_hazard_status" value={hazard.hazardStatus} />
      </span>
      <DictTag type="safe_hazard_level" value={hazard.level} />
      {hazard.isOverdue && <Badge status="error" text="已逾期" data-testid="hazard-overdue" />}
      {hazard.supervised && (
        <Tag color="red">
          挂牌督办 <DictTag type="safe_supervise_level" value={hazard.superviseLevel} /> {hazard.superviseDeadline}
        </Tag>
      )}
      {hazard.suspended && <Tag color="default">已挂起：{hazard.stateReason}</Tag>}
      {hazard.currentTaskName && (
        <span>
          当前环节：{hazard.currentTaskName}（{hazard.currentAssignee}）
        </span>
      )}
    </Space>
  )
}

/** 隐患信息: what the reporter wrote, and the 五落实 of a major hazard. */
export function ReportInfo({ hazard }: { hazard: HazardRow }) {
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="hazard-report">
      <Descriptions.Item label="所属单位">
        <DeptName id={hazard.orgId} />
      </Descriptions.Item>
      <Descriptions.Item label="具体位置">{hazard.location}</Descriptions.Item>
      <Descriptions.Item label="发现日期">{hazard.discoverDate}</Descriptions.Item>
      <Descriptions.Item label="发现来源">
        <DictTag type="safe_check_type" value={hazard.checkType} />
      </Descriptions.Item>
      <Descriptions.Item label="隐患类别">
        <DictTag type="safe_hazard_category" value={hazard.category} /> /{' '}
        <DictTag type="safe_hazard_subcategory" value={hazard.subCategory} />
      </Descriptions.Item>
      <Descriptions.Item label="停产停业 / 外部协助">
        {hazard.stopProduction ? '是' : '否'} / {hazard.needOutsideHelp ? '是' : '否'}
      </Descriptions.Item>
      <Descriptions.Item label="隐患描述" span={2}>
        {hazard.description}
      </Descriptions.Item>
      <Descriptions.Item label="隐患照片" span={2}>
        <Photos value={hazard.photos} testId="hazard-photos" />
      </Descriptions.Item>
      {hazard.level === HAZARD_LEVEL.MAJOR && (
        <>
          <Descriptions.Item label="治理目标">{hazard.govTarget}</Descriptions.Item>
          <Descriptions.Item label="治理资金">{hazard.govFund ?? '—'} 万元</Descriptions.Item>
          <Descriptions.Item label="治理措施">{hazard.govMeasures}</Descriptions.Item>
          <Descriptions.Item label="物资保障">{hazard.govMaterials}</Descriptions.Item>
          <Descriptions.Item label="治理时限">{hazard.govDeadline}</Descriptions.Item>
          <Descriptions.Item label="治理责任人">
            <UserName id={hazard.govLeaderId} />
          </Descriptions.Item>
        </>
      )}
    </Descriptions>
  )
}

/** 整改信息: the audit's assignment, the rectification and its before/after photos. */
export function RectifyInfo({ hazard }: { hazard: HazardRow }) {
  if (!hazard.responsibleUserId) return <Empty description="尚未审核" />
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="hazard-rectify">
      <Descriptions.Item label="整改责任单位">
        <DeptName id={hazard.responsibleOrgId} />
      </Descriptions.Item>
      <Descriptions.Item label="整改责任人">
        <UserName id={hazard.responsibleUserId} />
      </Descriptions.Item>
      <Descriptions.Item label="整改期限">{hazard.rectifyDeadline}</Descriptions.Item>
      <Descriptions.Item label="整改轮次">{hazard.rectifyRound}</Descriptions.Item>
      <Descriptions.Item label="整改要求" span={2}>
        {hazard.requiredMeasures}
      </Descriptions.Item>
      <Descriptions.Item label="实际整改措施" span={2}>
        {hazard.rectifyMeasures ?? '—'}
      </Descriptions.Item>
      <Descriptions.Item label="实际投入资金">{hazard.rectifyFund ?? '—'} 万元</Descriptions.Item>
      <Descriptions.Item label="整改完成日期">{hazard.rectifyDate ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="整改前" span={1}>
        <Photos value={hazard.photos} />
      </Descriptions.Item>
      <Descriptions.Item label="整改后" span={1}>
        <Photos value={hazard.rectifyPhotos} testId="hazard-after-photos" />
      </Descriptions.Item>
    </Descriptions>
  )
}

/** 验收信息. */
export function AcceptInfo({ hazard }: { hazard: HazardRow }) {
  if (!hazard.acceptType) return <Empty description="尚未验收" />
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="hazard-accept">
      <Descriptions.Item label="验收方式">
        <DictTag type="safe_accept_type" value={hazard.acceptType} />
      </Descriptions.Item>
      <Descriptions.Item label="验收人">{hazard.acceptByName}</Descriptions.Item>
      <Descriptions.Item label="验收意见" span={2}>
        {hazard.acceptOpinion ?? '—'}
      </Descriptions.Item>
      <Descriptions.Item label="闭环时间">{hazard.closeTime ?? '—'}</Descriptions.Item>
    </Descriptions>
  )
}

/** 流转记录: the plain ledger of what happened. */
export function HazardLog({ progress }: { progress: HazardProgress }) {
  return (
    <Card size="small" data-testid="hazard-log">
      <Timeline
        items={progress.log.map((l) => ({
          key: l.logId,
          children: (
            <div>
              <strong>{l.action}</strong> · {l.operatorName} · {l.createTime}
              {l.toStatus && (
                <>
                  {' '}
                  → <DictTag type="safe_hazard_status" value={l.toStatus} />
                </>
              )}
              {l.opinion && <div style={{ color: '#595959' }}>{l.opinion}</div>}
            </div>
          ),
        }))}
      />
    </Card>
  )
}
