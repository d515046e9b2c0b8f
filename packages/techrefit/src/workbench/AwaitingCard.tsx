import { TR_API, TR_LIBRARIES, TR_PROJECT, fieldOf, type TrAwaiting, type TrAwaitingProject } from '@wp/contract'
import { DictTag, get, useLoad, type WorkbenchCardProps } from '@wp/kit'
import { BriefList, useGo } from '@wp/ui'
import { Empty } from 'antd'

const STATUS = fieldOf(TR_PROJECT, 'libStatus').dictType

const loadAwaiting = async () => (await get<{ data: TrAwaiting }>(TR_API.awaiting)).data

/** 待我处理的技改项目 (workbench): projects under review for reviewers, and the user's own projects sent back. */
export default function AwaitingCard({ Frame }: WorkbenchCardProps) {
  const go = useGo()
  const data = useLoad(loadAwaiting).value
  const items: (TrAwaitingProject & { why: string })[] = data
    ? [
        ...data.returned.map((p) => ({ ...p, why: '退回待修改' })),
        ...data.reviewing.map((p) => ({ ...p, why: '待审核' })),
      ]
    : []
  return (
    <Frame
      loading={!data}
      empty={items.length ? undefined : <Empty description="暂无待处理的项目" image={Empty.PRESENTED_IMAGE_SIMPLE} />}
    >
      <BriefList
        items={items.map((p) => ({
          key: `${p.why}-${p.projectId}`,
          title: `${p.projectCode} ${p.projectName}`,
          extra: (
            <>
              <DictTag type={STATUS} value={p.libStatus} /> {p.currentTaskName ?? p.why}
            </>
          ),
          onOpen: () => go(`${TR_LIBRARIES.library.route}/info?id=${p.projectId}`),
        }))}
      />
    </Frame>
  )
}
