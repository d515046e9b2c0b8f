import { MASTERDATA_PERMISSIONS as P, MDM_MODEL } from '@wp/contract'
import { getFeedback } from '@wp/kit'
import { ResourceScreen, useGo } from '@wp/ui'
import { api, PAGES } from '../shared/api'

/** 主数据模型: the models, with 设计 (fields, regions, rules), 详情 and 发布 beside the described actions. */
export default function ModelPage() {
  const go = useGo()
  return (
    <ResourceScreen
      resource={MDM_MODEL}
      toolbar={() => [
        { perm: P.model.add, label: '设计新模型', testId: 'model-design-new', onClick: () => go(PAGES.design()) },
      ]}
      rowActions={(row, screen) => [
        { perm: P.model.edit, label: '设计', testId: 'model-design', onClick: () => go(PAGES.design(row.modelId)) },
        { perm: P.model.query, label: '详情', onClick: () => go(PAGES.info(row.modelId)) },
        {
          perm: P.model.publish,
          label: '发布',
          confirm: `发布模型「${row.modelName}」？已发布的版本不可修改。`,
          onClick: async () => {
            const res = await api.publish(row.modelId)
            getFeedback().message.success(res.msg)
            screen.reload()
          },
        },
      ]}
    />
  )
}
