import { BriefList, useGo } from '@wp/ui'
import type { WorkbenchCardProps } from '@wp/kit'
import { useEffect, useState } from 'react'
import { loadMine, PAGES } from '../api'

/** 待我整改的隐患 on the workbench: the caller's hazards in rectification, soonest deadline first. */
export default function MineCard({ Frame }: WorkbenchCardProps) {
  const go = useGo()
  const [rows, setRows] = useState<Awaited<ReturnType<typeof loadMine>>>([])
  useEffect(() => void loadMine().then(setRows, () => undefined), [])
  return (
    <Frame empty={rows.length ? undefined : <span style={{ color: '#595959' }}>暂无待整改的隐患</span>}>
      <BriefList
        itemTestId="safety-mine-item"
        items={rows.map((h) => ({
          key: h.hazardId,
          title: `${h.hazardNo} ${h.title}`,
          description: `整改期限 ${h.rectifyDeadline ?? '—'}${h.isOverdue ? '（已逾期）' : ''}`,
          onOpen: () => go(PAGES.edit(h.hazardId)),
        }))}
      />
    </Frame>
  )
}
